CREATE TABLE "store_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"api_version" text DEFAULT 'v4' NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"monthly_minor" integer NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"one_time_minor" integer NOT NULL,
	"monthly_minor" integer NOT NULL,
	"includes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"white_label" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_account_key_idx" ON "store_orders" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "store_orders_account_created_idx" ON "store_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_created_by_idx" ON "store_orders" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "store_products_account_sku_idx" ON "store_products" USING btree ("account_id","white_label","sku");