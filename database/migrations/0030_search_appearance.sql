ALTER TABLE "articles" ADD COLUMN "search_title" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_description" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "search_title" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "search_description" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;