CREATE TABLE "extension_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"extension_type" text NOT NULL,
	"service_plan" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_privilege_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"grantee_user_id" integer NOT NULL,
	"priv_object_type_id" integer NOT NULL,
	"priv_object_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extension_templates" ADD CONSTRAINT "extension_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_privilege_grants" ADD CONSTRAINT "user_privilege_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_privilege_grants" ADD CONSTRAINT "user_privilege_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_privilege_grants" ADD CONSTRAINT "user_privilege_grants_grantee_user_id_users_id_fk" FOREIGN KEY ("grantee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extension_templates_account_name_idx" ON "extension_templates" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "user_privilege_grants_unique_idx" ON "user_privilege_grants" USING btree ("user_id","grantee_user_id","priv_object_type_id","priv_object_id");--> statement-breakpoint
CREATE INDEX "user_privilege_grants_account_idx" ON "user_privilege_grants" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "user_privilege_grants_grantee_idx" ON "user_privilege_grants" USING btree ("grantee_user_id");