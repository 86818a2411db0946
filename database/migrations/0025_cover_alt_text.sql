ALTER TABLE "articles" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "image_alt" text;