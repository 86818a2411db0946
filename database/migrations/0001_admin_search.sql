-- Trigram indexes make the admin's substring search fast with many leads.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "leads_created_at_idx";--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ((("name" || ' ' || coalesce("email", '') || ' ' || "city")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_digits_trgm_idx" ON "leads" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);