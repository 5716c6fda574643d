CREATE TABLE "conference_kits" (
	"extension_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"bridge_number" text,
	"host_pin" text NOT NULL,
	"participant_pin" text NOT NULL,
	"max_participants" integer DEFAULT 25 NOT NULL,
	"recording" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fax_cover_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fax_kit_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kit_id" integer NOT NULL,
	"email" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fax_kits" (
	"extension_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"fax_number" text,
	"caller_id" text,
	"cover_page_id" integer,
	"header_text" text DEFAULT '' NOT NULL,
	"paper_size" text DEFAULT 'letter' NOT NULL,
	"resolution" text DEFAULT 'fine' NOT NULL,
	"header_time_zone" text DEFAULT 'UTC' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fax_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"kit_id" integer,
	"user_id" integer,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"legacy" boolean DEFAULT false NOT NULL,
	"migration_eligible" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conference_kits" ADD CONSTRAINT "conference_kits_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_kits" ADD CONSTRAINT "conference_kits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fax_cover_pages" ADD CONSTRAINT "fax_cover_pages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fax_cover_pages" ADD CONSTRAINT "fax_cover_pages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fax_kit_emails" ADD CONSTRAINT "fax_kit_emails_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fax_kit_emails" ADD CONSTRAINT "fax_kit_emails_kit_id_fax_kits_extension_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."fax_kits"("extension_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fax_kits" ADD CONSTRAINT "fax_kits_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fax_kits" ADD CONSTRAINT "fax_kits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fax_kits" ADD CONSTRAINT "fax_kits_cover_page_id_fax_cover_pages_id_fk" FOREIGN KEY ("cover_page_id") REFERENCES "public"."fax_cover_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fax_services" ADD CONSTRAINT "fax_services_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fax_services" ADD CONSTRAINT "fax_services_kit_id_fax_kits_extension_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."fax_kits"("extension_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fax_services" ADD CONSTRAINT "fax_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_kits_account_idx" ON "conference_kits" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conference_kits_account_number_idx" ON "conference_kits" USING btree ("account_id","bridge_number");--> statement-breakpoint
CREATE INDEX "fax_cover_pages_account_idx" ON "fax_cover_pages" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "fax_cover_pages_created_by_idx" ON "fax_cover_pages" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "fax_kit_emails_account_email_idx" ON "fax_kit_emails" USING btree ("account_id",lower("email"));--> statement-breakpoint
CREATE INDEX "fax_kit_emails_kit_idx" ON "fax_kit_emails" USING btree ("kit_id","position");--> statement-breakpoint
CREATE INDEX "fax_kits_account_idx" ON "fax_kits" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "fax_kits_cover_page_idx" ON "fax_kits" USING btree ("cover_page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fax_kits_account_number_idx" ON "fax_kits" USING btree ("account_id","fax_number");--> statement-breakpoint
CREATE INDEX "fax_services_account_idx" ON "fax_services" USING btree ("account_id","kind","id");--> statement-breakpoint
CREATE INDEX "fax_services_kit_idx" ON "fax_services" USING btree ("kit_id");--> statement-breakpoint
CREATE INDEX "fax_services_user_idx" ON "fax_services" USING btree ("user_id");