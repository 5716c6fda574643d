CREATE TABLE "device_blf_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"position" integer NOT NULL,
	"extension_id" integer NOT NULL,
	"label" text
);
--> statement-breakpoint
CREATE TABLE "hoteling_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"auto_logout_minutes" integer,
	"migration_phase" text DEFAULT 'legacy' NOT NULL,
	"next_sip_seq" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"mac_address" text NOT NULL,
	"model" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provisioning_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"partner_number" text,
	"provision_model" text NOT NULL,
	"auto_provision_model" text,
	"num_of_lines" integer,
	"description" text,
	"make_name" text NOT NULL,
	"make_description" text,
	"file_format" text DEFAULT 'none' NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sip_handset_props" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"mac_address" text NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "make" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "kind" text DEFAULT 'deskphone' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "logged_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "device_password" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "provisioning_user" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "provisioning_ha1" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "last_provisioned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "last_provisioned_from" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "sip_password" text;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "position" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "registration_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "registered_from" text;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "device_blf_keys" ADD CONSTRAINT "device_blf_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_blf_keys" ADD CONSTRAINT "device_blf_keys_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_blf_keys" ADD CONSTRAINT "device_blf_keys_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoteling_settings" ADD CONSTRAINT "hoteling_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_configurations" ADD CONSTRAINT "phone_configurations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_handset_props" ADD CONSTRAINT "sip_handset_props_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_blf_keys_position_idx" ON "device_blf_keys" USING btree ("device_id","position");--> statement-breakpoint
CREATE INDEX "device_blf_keys_extension_idx" ON "device_blf_keys" USING btree ("extension_id");--> statement-breakpoint
CREATE INDEX "device_blf_keys_account_idx" ON "device_blf_keys" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_configurations_key_idx" ON "phone_configurations" USING btree ("account_id","mac_address","model");--> statement-breakpoint
CREATE UNIQUE INDEX "sip_handset_props_key_idx" ON "sip_handset_props" USING btree ("account_id","mac_address");--> statement-breakpoint
CREATE INDEX "devices_account_name_idx" ON "devices" USING btree ("account_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_mac_idx" ON "devices" USING btree ("mac_address");--> statement-breakpoint
CREATE INDEX "lines_account_idx" ON "lines" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lines_sip_id_idx" ON "lines" USING btree ("sip_id");