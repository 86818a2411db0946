ALTER TABLE "account_tokens" ADD COLUMN "may_bill" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "may_bill" boolean DEFAULT false NOT NULL;