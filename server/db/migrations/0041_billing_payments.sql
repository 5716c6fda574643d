CREATE TABLE "billing_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"period_start" text NOT NULL,
	"period_end" text NOT NULL,
	"issued_on" text NOT NULL,
	"due_on" text NOT NULL,
	"currency" text NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" integer
);
--> statement-breakpoint
CREATE TABLE "billing_memos" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"reason" text NOT NULL,
	"invoice_number" text,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"issued_on" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_method_id" integer,
	"method_label" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"invoice_numbers" jsonb NOT NULL,
	"status" text DEFAULT 'succeeded' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"document" text NOT NULL,
	"document_hash" text NOT NULL,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"period_start" text NOT NULL,
	"category" text NOT NULL,
	"used" integer NOT NULL,
	"included" integer NOT NULL,
	"overage_unit_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosted_payment_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"payment_method_id" integer
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_payment_id_billing_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."billing_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_memos" ADD CONSTRAINT "billing_memos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_signatures" ADD CONSTRAINT "billing_signatures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_signatures" ADD CONSTRAINT "billing_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_usage" ADD CONSTRAINT "billing_usage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_payment_sessions" ADD CONSTRAINT "hosted_payment_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_payment_sessions" ADD CONSTRAINT "hosted_payment_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_payment_sessions" ADD CONSTRAINT "hosted_payment_sessions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_account_number_idx" ON "billing_invoices" USING btree ("account_id","number");--> statement-breakpoint
CREATE INDEX "billing_invoices_account_period_idx" ON "billing_invoices" USING btree ("account_id","period_start");--> statement-breakpoint
CREATE INDEX "billing_invoices_payment_idx" ON "billing_invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "billing_memos_account_kind_idx" ON "billing_memos" USING btree ("account_id","kind","issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_account_key_idx" ON "billing_payments" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "billing_payments_account_created_idx" ON "billing_payments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_payments_method_idx" ON "billing_payments" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "billing_payments_created_by_idx" ON "billing_payments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "billing_signatures_account_idx" ON "billing_signatures" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "billing_signatures_user_idx" ON "billing_signatures" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_usage_account_period_idx" ON "billing_usage" USING btree ("account_id","period_start","category");--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_payment_sessions_token_idx" ON "hosted_payment_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "hosted_payment_sessions_account_idx" ON "hosted_payment_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "hosted_payment_sessions_created_by_idx" ON "hosted_payment_sessions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "hosted_payment_sessions_method_idx" ON "hosted_payment_sessions" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "payment_methods_account_idx" ON "payment_methods" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_idx" ON "payment_methods" USING btree ("account_id") WHERE is_default;