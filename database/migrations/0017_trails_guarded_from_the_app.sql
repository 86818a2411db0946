-- The server signs in as a role of its own, which owns nothing (ADR 031): the timeline refuses TRUNCATE
-- as the audit log does, even from the owner.
CREATE TRIGGER "lead_events_no_truncate" BEFORE TRUNCATE ON "lead_events" FOR EACH STATEMENT EXECUTE FUNCTION "lead_events_append_only"();--> statement-breakpoint
-- The application's role may not delete from the audit log; the expiry deletes with its owner's rights,
-- still only entries past a year, and only for the roles granted EXECUTE (the owner grants the server's).
ALTER FUNCTION "audit_log_expire"(integer) SECURITY DEFINER SET search_path = pg_catalog, public;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION "audit_log_expire"(integer) FROM PUBLIC;
