CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"values" jsonb NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_revisions_record_idx" ON "content_revisions" USING btree ("kind","record_id","saved_at" DESC NULLS LAST);