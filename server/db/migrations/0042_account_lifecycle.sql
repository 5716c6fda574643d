CREATE TABLE "account_billing_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"street" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"contract_starts_at" timestamp with time zone,
	"contract_months" integer,
	"monthly_commitment_minor" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_provisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"device_kit_id" integer,
	"location_id" integer,
	"status" text DEFAULT 'Active' NOT NULL,
	"cancel_reason_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"to_status" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"reason" text,
	"cancel_reason_code" text,
	"source" text,
	"fee_minor" integer,
	"requested_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_billing_profiles" ADD CONSTRAINT "account_billing_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_provisions" ADD CONSTRAINT "account_provisions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_provisions" ADD CONSTRAINT "account_provisions_device_kit_id_extensions_id_fk" FOREIGN KEY ("device_kit_id") REFERENCES "public"."extensions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_provisions" ADD CONSTRAINT "account_provisions_location_id_emergency_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."emergency_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_status_changes" ADD CONSTRAINT "account_status_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_status_changes" ADD CONSTRAINT "account_status_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_provisions_account_idx" ON "account_provisions" USING btree ("account_id","status","id");--> statement-breakpoint
CREATE INDEX "account_provisions_device_kit_idx" ON "account_provisions" USING btree ("device_kit_id");--> statement-breakpoint
CREATE INDEX "account_provisions_location_idx" ON "account_provisions" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "account_status_changes_account_idx" ON "account_status_changes" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_status_changes_waiting_idx" ON "account_status_changes" USING btree ("account_id") WHERE applied_at is null and cancelled_at is null;--> statement-breakpoint
CREATE INDEX "account_status_changes_due_idx" ON "account_status_changes" USING btree ("effective_at") WHERE applied_at is null and cancelled_at is null;--> statement-breakpoint
CREATE INDEX "account_status_changes_requested_by_idx" ON "account_status_changes" USING btree ("requested_by");