CREATE TABLE "account_trusts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"trusted_account_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_access_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"child_account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"granted_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"role_id" integer NOT NULL,
	"name" text NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_trusts_pair_idx" ON "account_trusts" USING btree ("account_id","trusted_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "child_access_grants_user_child_idx" ON "child_access_grants" USING btree ("user_id","child_account_id");--> statement-breakpoint
CREATE INDEX "child_access_grants_account_idx" ON "child_access_grants" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_permissions_account_role_idx" ON "role_permissions" USING btree (coalesce("account_id", 0),"role_id");