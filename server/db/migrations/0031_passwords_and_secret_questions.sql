CREATE TABLE "assumed_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"home_account_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_policies" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"min_length" integer NOT NULL,
	"require_digit" boolean NOT NULL,
	"require_upper" boolean NOT NULL,
	"require_symbol" boolean NOT NULL,
	"history_count" integer NOT NULL,
	"expiry_days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secret_answers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assumed_roles" ADD CONSTRAINT "assumed_roles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assumed_roles" ADD CONSTRAINT "assumed_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assumed_roles" ADD CONSTRAINT "assumed_roles_home_account_id_accounts_id_fk" FOREIGN KEY ("home_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_policies" ADD CONSTRAINT "password_policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_answers" ADD CONSTRAINT "secret_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_answers" ADD CONSTRAINT "secret_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assumed_roles_account_idx" ON "assumed_roles" USING btree ("account_id","started_at");--> statement-breakpoint
CREATE INDEX "assumed_roles_user_idx" ON "assumed_roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assumed_roles_home_account_idx" ON "assumed_roles" USING btree ("home_account_id");--> statement-breakpoint
CREATE INDEX "password_history_user_idx" ON "password_history" USING btree ("user_id","set_at");--> statement-breakpoint
CREATE INDEX "password_history_account_idx" ON "password_history" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "secret_answers_account_idx" ON "secret_answers" USING btree ("account_id");