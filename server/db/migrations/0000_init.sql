CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"account_type" text DEFAULT 'Business' NOT NULL,
	"partner_type" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"locale" text DEFAULT 'en-us' NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"zip_code" text,
	"billing_system" text DEFAULT 'standard' NOT NULL,
	"is_international" boolean DEFAULT false NOT NULL,
	"is_enterprise" boolean DEFAULT false NOT NULL,
	"is_csp" boolean DEFAULT false NOT NULL,
	"is_cpq" boolean DEFAULT false NOT NULL,
	"is_white_label_partner" boolean DEFAULT false NOT NULL,
	"is_iceberg" boolean DEFAULT false NOT NULL,
	"fraud_review" boolean DEFAULT false NOT NULL,
	"free_trial_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"actor_user_id" integer,
	"actor_account_id" integer,
	"event_kind" integer NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"extension_id" integer,
	"direction" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"result" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"mac_address" text,
	"model" text,
	"extension_id" integer,
	"logged_in_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "emergency_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"status" text DEFAULT 'provisioned' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"extension_number" text NOT NULL,
	"extension_type" text NOT NULL,
	"service_plan" text NOT NULL,
	"user_name" text NOT NULL,
	"provision_code" text,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"client_id" text,
	"sip_id" text NOT NULL,
	"e911_location_id" integer,
	"extension_id" integer,
	"app_type" text
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"country" text NOT NULL,
	"product_number" text,
	"provider_name" text DEFAULT 'Switchboard Carrier' NOT NULL,
	"initial_assign" text,
	"caller_id" text,
	"custom_tag" text,
	"backup_number" text,
	"status" text DEFAULT 'Available' NOT NULL,
	"is_toll_free" boolean DEFAULT false NOT NULL,
	"extension_id" integer
);
--> statement-breakpoint
CREATE TABLE "role_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"family_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"login_name" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role_id" integer NOT NULL,
	"user_type" text DEFAULT 'END_USER' NOT NULL,
	"user_status_id" integer DEFAULT 1 NOT NULL,
	"block_access" boolean DEFAULT false NOT NULL,
	"send_email" boolean DEFAULT true NOT NULL,
	"update_me_with_announcements" boolean DEFAULT false NOT NULL,
	"allow_main_number_messaging" boolean DEFAULT false NOT NULL,
	"allow_end_user_outbound_caller_id" boolean DEFAULT false NOT NULL,
	"allow_call_blocking" boolean DEFAULT true NOT NULL,
	"mobile_tls_enabled" boolean DEFAULT false NOT NULL,
	"user_mobile_encryption_enabled" boolean DEFAULT false NOT NULL,
	"is_enable" boolean DEFAULT true NOT NULL,
	"is_imported" boolean DEFAULT false NOT NULL,
	"secret_question_id" integer,
	"password_hash" text,
	"is_expired_password" boolean DEFAULT false NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "accounts_parent_idx" ON "accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "audit_events_account_idx" ON "audit_events" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_idx" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_family_idx" ON "auth_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "call_records_user_idx" ON "call_records" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "contact_numbers_user_idx" ON "contact_numbers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "devices_account_idx" ON "devices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "emergency_locations_account_idx" ON "emergency_locations" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extensions_account_number_idx" ON "extensions" USING btree ("account_id","extension_number");--> statement-breakpoint
CREATE INDEX "extensions_user_idx" ON "extensions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lines_device_idx" ON "lines" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_number_idx" ON "phone_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "phone_numbers_account_idx" ON "phone_numbers" USING btree ("account_id","phone_number");--> statement-breakpoint
CREATE INDEX "role_memberships_user_idx" ON "role_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_name_idx" ON "users" USING btree (lower("login_name"));--> statement-breakpoint
CREATE INDEX "users_account_idx" ON "users" USING btree ("account_id","last_name","first_name");