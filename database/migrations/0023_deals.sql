ALTER TABLE "leads" ADD COLUMN "deal_value" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "expected_close_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_note" text;--> statement-breakpoint
CREATE INDEX "leads_converted_at_idx" ON "leads" USING btree ("converted_at") WHERE "leads"."converted_at" is not null and "leads"."merged_into" is null;--> statement-breakpoint
CREATE INDEX "leads_closed_at_idx" ON "leads" USING btree ("closed_at") WHERE "leads"."closed_at" is not null and "leads"."merged_into" is null;