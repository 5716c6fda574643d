CREATE TABLE "business_inbox_delegates" (
	"auto_attendant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "business_inbox_delegates_auto_attendant_id_user_id_pk" PRIMARY KEY("auto_attendant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "business_inboxes" (
	"auto_attendant_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"can_delete_messages" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_disabled_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"messaging_disabled" boolean DEFAULT false NOT NULL,
	"vsu_disabled" boolean DEFAULT false NOT NULL,
	"sms_disabled" boolean DEFAULT false NOT NULL,
	"off_net_sms_disabled" boolean DEFAULT false NOT NULL,
	"disabled_carriers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled_carriers_enforced" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ten_dlc_registrations" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"brand" jsonb NOT NULL,
	"brand_status" text DEFAULT 'draft' NOT NULL,
	"brand_reason" text,
	"brand_submitted_at" timestamp with time zone,
	"brand_review_due_at" timestamp with time zone,
	"brand_reviewed_at" timestamp with time zone,
	"campaign" jsonb NOT NULL,
	"campaign_status" text DEFAULT 'draft' NOT NULL,
	"campaign_reason" text,
	"campaign_submitted_at" timestamp with time zone,
	"campaign_review_due_at" timestamp with time zone,
	"campaign_reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"peer" text NOT NULL,
	"direction" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_inbox_delegates" ADD CONSTRAINT "business_inbox_delegates_auto_attendant_id_auto_attendants_extension_id_fk" FOREIGN KEY ("auto_attendant_id") REFERENCES "public"."auto_attendants"("extension_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_inbox_delegates" ADD CONSTRAINT "business_inbox_delegates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_inbox_delegates" ADD CONSTRAINT "business_inbox_delegates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_inboxes" ADD CONSTRAINT "business_inboxes_auto_attendant_id_auto_attendants_extension_id_fk" FOREIGN KEY ("auto_attendant_id") REFERENCES "public"."auto_attendants"("extension_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_inboxes" ADD CONSTRAINT "business_inboxes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_disabled_users" ADD CONSTRAINT "messaging_disabled_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_disabled_users" ADD CONSTRAINT "messaging_disabled_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ten_dlc_registrations" ADD CONSTRAINT "ten_dlc_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_inbox_delegates_user_idx" ON "business_inbox_delegates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "business_inbox_delegates_account_idx" ON "business_inbox_delegates" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "business_inboxes_account_idx" ON "business_inboxes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "messaging_disabled_users_account_idx" ON "messaging_disabled_users" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "user_messages_user_idx" ON "user_messages" USING btree ("user_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "user_messages_account_idx" ON "user_messages" USING btree ("account_id");