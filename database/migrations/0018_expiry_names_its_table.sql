-- The expiry runs with its owner's rights, so it names its table in full and searches the session's
-- temporary schema last: searched first (PostgreSQL's default), a temporary table called audit_log, with
-- a trigger of the caller's, would have run that trigger with the owner's rights (ADR 031).
CREATE OR REPLACE FUNCTION "audit_log_expire"(keep_days integer) RETURNS bigint LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  removed bigint;
BEGIN
  PERFORM pg_catalog.set_config('audit_log.expiring', 'on', true);
  DELETE FROM public."audit_log" WHERE "at" < pg_catalog.now() - pg_catalog.make_interval(days => greatest(keep_days, 365));
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM pg_catalog.set_config('audit_log.expiring', 'off', true);
  RETURN removed;
END;
$$;
