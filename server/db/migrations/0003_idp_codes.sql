CREATE TABLE "authorization_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"access_token_hash" text,
	"access_expires_at" timestamp with time zone,
	"user_info_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "authorization_codes_hash_idx" ON "authorization_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "authorization_codes_access_idx" ON "authorization_codes" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "authorization_codes_account_idx" ON "authorization_codes" USING btree ("account_id");