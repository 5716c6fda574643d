CREATE TABLE "call_monitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"monitor_user_id" integer NOT NULL,
	"extension_id" integer NOT NULL,
	"mode" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_rule_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"extension_id" integer
);
--> statement-breakpoint
CREATE TABLE "recording_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"direction" text NOT NULL,
	"mode" text DEFAULT 'always' NOT NULL,
	"announcement_key" text,
	"retention_days" integer DEFAULT 365 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_service_features" (
	"account_id" integer NOT NULL,
	"service" text NOT NULL,
	"feature_name" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "recording_service_features_account_id_service_feature_name_pk" PRIMARY KEY("account_id","service","feature_name")
);
--> statement-breakpoint
CREATE TABLE "recording_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"end_user_company_access" boolean DEFAULT false NOT NULL,
	"monitoring_enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_monitors" ADD CONSTRAINT "call_monitors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_monitors" ADD CONSTRAINT "call_monitors_monitor_user_id_users_id_fk" FOREIGN KEY ("monitor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_monitors" ADD CONSTRAINT "call_monitors_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_rule_targets" ADD CONSTRAINT "recording_rule_targets_rule_id_recording_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."recording_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_rule_targets" ADD CONSTRAINT "recording_rule_targets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_rule_targets" ADD CONSTRAINT "recording_rule_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_rule_targets" ADD CONSTRAINT "recording_rule_targets_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_rules" ADD CONSTRAINT "recording_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_service_features" ADD CONSTRAINT "recording_service_features_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_settings" ADD CONSTRAINT "recording_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_monitors_pair_idx" ON "call_monitors" USING btree ("monitor_user_id","extension_id");--> statement-breakpoint
CREATE INDEX "call_monitors_account_idx" ON "call_monitors" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "call_monitors_extension_idx" ON "call_monitors" USING btree ("extension_id");--> statement-breakpoint
CREATE INDEX "recording_rule_targets_rule_idx" ON "recording_rule_targets" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "recording_rule_targets_account_idx" ON "recording_rule_targets" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "recording_rule_targets_user_idx" ON "recording_rule_targets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recording_rule_targets_extension_idx" ON "recording_rule_targets" USING btree ("extension_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recording_rules_account_name_idx" ON "recording_rules" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "recording_rules_account_idx" ON "recording_rules" USING btree ("account_id","position","id");