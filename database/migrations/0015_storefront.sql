CREATE TABLE "contact_taps" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"path" text NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contact_taps_day_channel_path_campaign_pk" PRIMARY KEY("day","channel","path","campaign")
);
--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "slug" text;--> statement-breakpoint
-- Case studies kept from before get an address from their title (its first 60 characters) and the
-- start of their id, which keeps it unique; the admin can change it.
UPDATE "case_studies" SET "slug" = concat_ws('-',
  nullif(trim(both '-' from left(trim(both '-' from regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g')), 60)), ''),
  left("id"::text, 8));--> statement-breakpoint
ALTER TABLE "case_studies" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "headline_figure" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "headline_label" text;--> statement-breakpoint
CREATE UNIQUE INDEX "case_studies_slug_idx" ON "case_studies" USING btree ("slug");