-- A statement that stores outbox messages tells every instance, when its transaction commits, on the
-- channel 'outbox_stored' (database/notifications.server.ts): their schedulers tick at once instead
-- of at their next tick, and no code that stores a message has to remember to say so. A statement
-- that stored nothing (its key was taken) says nothing.
CREATE FUNCTION "outbox_stored_notify"() RETURNS trigger
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM stored) THEN
    PERFORM pg_notify('outbox_stored', '');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_stored" AFTER INSERT ON "outbox_messages"
REFERENCING NEW TABLE AS stored
FOR EACH STATEMENT EXECUTE FUNCTION "outbox_stored_notify"();
