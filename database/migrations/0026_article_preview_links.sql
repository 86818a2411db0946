ALTER TABLE "articles" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "preview_until" timestamp with time zone;