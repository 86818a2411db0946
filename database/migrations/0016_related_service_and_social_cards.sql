CREATE TABLE "social_cards" (
	"path" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"png" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "service_slug" text;