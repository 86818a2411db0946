ALTER TABLE "leads" ADD COLUMN "furthest_step" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_later_enquiries_idx" ON "leads" USING btree ("previous_lead_id","created_at" DESC NULLS FIRST) WHERE "leads"."previous_lead_id" is not null and "leads"."merged_into" is null;--> statement-breakpoint
CREATE INDEX "leads_without_follow_up_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "leads"."follow_up_at" is null and "leads"."merged_into" is null;--> statement-breakpoint
-- How far each lead got: its status now, or a further step its timeline shows it had before a step back or closing.
UPDATE "leads" SET "furthest_step" = "status" WHERE "status" IN ('contacted', 'qualified', 'converted');--> statement-breakpoint
UPDATE "leads" SET "furthest_step" = "reached"."step"
  FROM (
    SELECT "lead_id", (ARRAY['new', 'contacted', 'qualified', 'converted'])[1 + max(
      CASE "data" ->> 'to' WHEN 'contacted' THEN 1 WHEN 'qualified' THEN 2 WHEN 'converted' THEN 3 ELSE 0 END
    )] AS "step"
    FROM "lead_events" WHERE "kind" = 'status' GROUP BY "lead_id"
  ) AS "reached"
  WHERE "reached"."lead_id" = "leads"."id"
    AND array_position(ARRAY['new', 'contacted', 'qualified', 'converted'], "reached"."step")
      > array_position(ARRAY['new', 'contacted', 'qualified', 'converted'], "leads"."furthest_step");
--> statement-breakpoint
-- Every status a lead is given, however it is written, moves its furthest step on (never back).
CREATE FUNCTION "leads_furthest_step"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF array_position(ARRAY['new', 'contacted', 'qualified', 'converted'], NEW."status")
      > array_position(ARRAY['new', 'contacted', 'qualified', 'converted'], NEW."furthest_step") THEN
    NEW."furthest_step" := NEW."status";
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "leads_furthest_step" BEFORE INSERT OR UPDATE OF "status" ON "leads" FOR EACH ROW EXECUTE FUNCTION "leads_furthest_step"();
