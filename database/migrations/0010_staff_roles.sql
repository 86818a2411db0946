ALTER TABLE "user_roles" ADD COLUMN "lead_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "may_delete_and_export_leads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Only the spec's 'admin' was ever given; any other value meant nothing. Existing admins become owners.
DELETE FROM "user_roles" WHERE "role" <> 'admin';--> statement-breakpoint
UPDATE "user_roles" SET "role" = 'owner';--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_check" CHECK ("role" IN ('owner', 'admin', 'sales', 'editor'));--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_lead_scope_check" CHECK ("lead_scope" IN ('all', 'assigned'));--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_one_per_person_idx" ON "user_roles" USING btree ("user_id");
