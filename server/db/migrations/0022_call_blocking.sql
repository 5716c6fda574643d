CREATE TABLE "call_block_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"extension_id" integer,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"direction" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_block_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"master_switch" boolean DEFAULT true NOT NULL,
	"blocked_call_action" text DEFAULT 'announcement' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_block_user_options" (
	"extension_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"blocked_call_action" text DEFAULT 'announcement' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_block_rules" ADD CONSTRAINT "call_block_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_block_rules" ADD CONSTRAINT "call_block_rules_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_block_settings" ADD CONSTRAINT "call_block_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_block_user_options" ADD CONSTRAINT "call_block_user_options_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_block_user_options" ADD CONSTRAINT "call_block_user_options_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_block_rules_account_idx" ON "call_block_rules" USING btree ("account_id","scope","id");--> statement-breakpoint
CREATE INDEX "call_block_rules_extension_idx" ON "call_block_rules" USING btree ("extension_id");--> statement-breakpoint
CREATE INDEX "call_block_rules_system_idx" ON "call_block_rules" USING btree ("scope","id") WHERE "call_block_rules"."account_id" is null;--> statement-breakpoint
CREATE INDEX "call_block_user_options_account_idx" ON "call_block_user_options" USING btree ("account_id");