ALTER TABLE "outbox_messages" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
CREATE INDEX "outbox_messages_external_id_idx" ON "outbox_messages" USING btree ("external_id") WHERE "outbox_messages"."external_id" is not null;