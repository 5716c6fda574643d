CREATE TABLE "account_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"app_key" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"user_types" jsonb NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_purchase_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"app_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branding_line_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"caller_id_name" text NOT NULL,
	"extension_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branding_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"logo" text,
	"favicon" text,
	"colours" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_programmes" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "referral_programmes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referrers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"reset_token_hash" text,
	"reset_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_apps" ADD CONSTRAINT "account_apps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_apps" ADD CONSTRAINT "account_apps_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_purchase_requests" ADD CONSTRAINT "app_purchase_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_purchase_requests" ADD CONSTRAINT "app_purchase_requests_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_purchase_requests" ADD CONSTRAINT "app_purchase_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branding_line_groups" ADD CONSTRAINT "branding_line_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branding_settings" ADD CONSTRAINT "branding_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branding_settings" ADD CONSTRAINT "branding_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_programmes" ADD CONSTRAINT "referral_programmes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_apps_account_app_idx" ON "account_apps" USING btree ("account_id","app_key");--> statement-breakpoint
CREATE INDEX "account_apps_changed_by_idx" ON "account_apps" USING btree ("changed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "app_purchase_requests_order_idx" ON "app_purchase_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "app_purchase_requests_account_idx" ON "app_purchase_requests" USING btree ("account_id","app_key");--> statement-breakpoint
CREATE INDEX "app_purchase_requests_created_by_idx" ON "app_purchase_requests" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "branding_line_groups_account_name_idx" ON "branding_line_groups" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "branding_settings_updated_by_idx" ON "branding_settings" USING btree ("updated_by");--> statement-breakpoint
CREATE UNIQUE INDEX "referrers_account_email_idx" ON "referrers" USING btree ("account_id","email");