ALTER TABLE "leads" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- Outcomes reached before this release, from each lead's timeline (its status changes); a lead
-- converted or closed with no such change on its timeline counts from its last change.
UPDATE "leads" SET
  "converted_at" = "changes"."last_converted",
  "first_converted_at" = "changes"."first_converted",
  "closed_at" = "changes"."last_closed"
FROM (
  SELECT "lead_id",
    max("at") FILTER (WHERE "data"->>'to' = 'converted') AS "last_converted",
    min("at") FILTER (WHERE "data"->>'to' = 'converted') AS "first_converted",
    max("at") FILTER (WHERE "data"->>'to' = 'closed') AS "last_closed"
  FROM "lead_events" WHERE "kind" = 'status' GROUP BY "lead_id"
) AS "changes"
WHERE "changes"."lead_id" = "leads"."id";--> statement-breakpoint
UPDATE "leads" SET "converted_at" = "updated_at", "first_converted_at" = coalesce("first_converted_at", "updated_at")
WHERE "status" = 'converted' AND "converted_at" IS NULL;--> statement-breakpoint
UPDATE "leads" SET "closed_at" = "updated_at" WHERE "status" = 'closed' AND "closed_at" IS NULL;
