CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_id" text,
	"address" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS FIRST);--> statement-breakpoint
-- The audit log is append-only, enforced here whatever the product's code does: no row is changed,
-- and a row is removed only by audit_log_expire(), and only once it is more than 365 days old.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF current_setting('audit_log.expiring', true) = 'on' AND OLD."at" < now() - interval '365 days' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
-- The expiry job: removes the rows older than keep_days (never fewer than 365), answers how many.
CREATE FUNCTION "audit_log_expire"(keep_days integer) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  removed bigint;
BEGIN
  PERFORM set_config('audit_log.expiring', 'on', true);
  DELETE FROM "audit_log" WHERE "at" < now() - make_interval(days => greatest(keep_days, 365));
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('audit_log.expiring', 'off', true);
  RETURN removed;
END;
$$;
