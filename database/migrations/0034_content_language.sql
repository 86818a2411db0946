ALTER TABLE "articles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_translation_of_articles_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_translation_of_case_studies_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_translation_of_idx" ON "articles" USING btree ("translation_of");--> statement-breakpoint
CREATE UNIQUE INDEX "case_studies_translation_of_idx" ON "case_studies" USING btree ("translation_of");