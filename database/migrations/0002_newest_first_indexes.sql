DROP INDEX "articles_published_created_at_idx";--> statement-breakpoint
DROP INDEX "case_studies_featured_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "articles_published_created_at_idx" ON "articles" USING btree ("published","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_studies_featured_created_at_idx" ON "case_studies" USING btree ("featured","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_status_created_at_idx" ON "leads" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);