CREATE TABLE "custom_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lnp_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"status" text NOT NULL,
	"losing_carrier" text NOT NULL,
	"numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"foc_date" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reject_reason" text
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "bulk_tasks" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD COLUMN "caller_id_name" text;--> statement-breakpoint
ALTER TABLE "custom_tags" ADD CONSTRAINT "custom_tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lnp_orders" ADD CONSTRAINT "lnp_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_tags_account_name_idx" ON "custom_tags" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "lnp_orders_account_idx" ON "lnp_orders" USING btree ("account_id","submitted_at");--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject","created_at") WHERE subject is not null;