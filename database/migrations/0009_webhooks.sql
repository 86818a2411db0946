CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"signature_in_body" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_message_id_outbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_message_id_idx" ON "webhook_attempts" USING btree ("message_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_messages_webhook_idx" ON "outbox_messages" USING btree ("recipient","created_at" DESC NULLS FIRST) WHERE "outbox_messages"."kind" = 'webhook';--> statement-breakpoint
-- Messages that used up their attempts before `failed_at` existed (every kind then had five) are given up.
UPDATE "outbox_messages" SET "failed_at" = "next_attempt_at" WHERE "sent_at" IS NULL AND "attempts" >= 5;
