ALTER TABLE "articles" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_idempotency_key_idx" ON "articles" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "case_studies_idempotency_key_idx" ON "case_studies" USING btree ("idempotency_key");