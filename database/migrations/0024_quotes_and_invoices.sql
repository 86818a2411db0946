CREATE TABLE "document_series" (
	"prefix" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_series_prefix_financial_year_pk" PRIMARY KEY("prefix","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_on" date,
	"taxed" boolean NOT NULL,
	"lead_id" uuid,
	"quote_id" uuid,
	"corrects" uuid,
	"agency" jsonb NOT NULL,
	"client" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"amounts" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"payment" jsonb NOT NULL,
	"created_by" text,
	"paid_on" date,
	"payment_reference" text,
	"paid_by" text
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"agency" jsonb NOT NULL,
	"client" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"amounts" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_from" text
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "may_bill" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "may_bill" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoices_id_fk" FOREIGN KEY ("corrects") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_lead_id_idx" ON "invoices" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "invoices_unpaid_idx" ON "invoices" USING btree ("due_on") WHERE "invoices"."kind" = 'invoice' and "invoices"."paid_on" is null;--> statement-breakpoint
CREATE INDEX "quotes_lead_id_idx" ON "quotes" USING btree ("lead_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- An issued invoice or credit note is never changed or removed (Rule 46; section 36 of the CGST Act keeps
-- it for 72 months): only its payment is recorded later, once, and a removed account's name is let go.
CREATE FUNCTION "invoices_issued_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (NEW."id", NEW."kind", NEW."number", NEW."financial_year", NEW."sequence", NEW."issued_at", NEW."due_on", NEW."taxed", NEW."lead_id", NEW."quote_id", NEW."corrects", NEW."agency", NEW."client", NEW."lines", NEW."amounts", NEW."taxable_paise", NEW."total_paise", NEW."payment")
      IS NOT DISTINCT FROM (OLD."id", OLD."kind", OLD."number", OLD."financial_year", OLD."sequence", OLD."issued_at", OLD."due_on", OLD."taxed", OLD."lead_id", OLD."quote_id", OLD."corrects", OLD."agency", OLD."client", OLD."lines", OLD."amounts", OLD."taxable_paise", OLD."total_paise", OLD."payment")
      -- The payment: its day and reference together, once.
      AND (NEW."paid_on" IS NULL) = (NEW."payment_reference" IS NULL)
      AND (OLD."paid_on" IS NULL OR (NEW."paid_on", NEW."payment_reference") IS NOT DISTINCT FROM (OLD."paid_on", OLD."payment_reference"))
      -- Who made it and who marked it paid: only let go when their account is removed.
      AND (NEW."created_by" IS NULL OR NEW."created_by" IS NOT DISTINCT FROM OLD."created_by")
      AND (NEW."paid_by" IS NULL OR NEW."paid_by" IS NOT DISTINCT FROM OLD."paid_by" OR OLD."paid_on" IS NULL) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'an issued invoice or credit note is never changed or removed: issue a credit note';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_issued_unchanged" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_issued_unchanged"();--> statement-breakpoint
CREATE TRIGGER "invoices_no_truncate" BEFORE TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "invoices_issued_unchanged"();
