-- The new-lead alert moves to the outbox (kind 'lead-alert'). An alert a restart would have resumed (not
-- sent, attempts left, the lead under a day old) becomes an outbox message carrying its attempts and the
-- mail server's last answer; the address is the one configured when it is sent. An alert given up on
-- for being a day late had no timeline entry: it gets its 'failed' one, as the Leads list showed it.
INSERT INTO "outbox_messages" ("idempotency_key", "kind", "lead_id", "recipient", "attempts", "last_error", "next_attempt_at", "created_at")
SELECT 'lead-alert:' || "id", 'lead-alert', "id", '', "notify_attempts", "notify_error", now(), "created_at"
FROM "leads"
WHERE "notified_at" IS NULL AND "notify_attempts" < 5 AND "created_at" > now() - interval '24 hours'
ON CONFLICT ("idempotency_key") DO NOTHING;--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "kind", "data", "at")
SELECT "id", 'alert', jsonb_build_object('outcome', 'failed', 'attempts', "notify_attempts"), "created_at" + interval '24 hours'
FROM "leads"
WHERE "notified_at" IS NULL AND "notify_attempts" > 0 AND "created_at" <= now() - interval '24 hours'
  AND NOT EXISTS (SELECT 1 FROM "lead_events" WHERE "lead_events"."lead_id" = "leads"."id" AND "lead_events"."kind" = 'alert');--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "notified_at";--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "notify_attempts";--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "notify_error";
