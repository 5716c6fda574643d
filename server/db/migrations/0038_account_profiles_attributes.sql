CREATE TABLE "account_custom_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'string' NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"address" jsonb,
	"origin_ref" text
);
--> statement-breakpoint
ALTER TABLE "account_custom_attributes" ADD CONSTRAINT "account_custom_attributes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_custom_attributes_name_idx" ON "account_custom_attributes" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "account_profiles_origin_idx" ON "account_profiles" USING btree ("origin_ref");