CREATE TABLE "sso_sign_in_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"authorize" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorization_codes" ADD COLUMN "nonce" text;--> statement-breakpoint
ALTER TABLE "authorization_codes" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD COLUMN "private_jwk" text;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD COLUMN "public_jwk" text;--> statement-breakpoint
ALTER TABLE "sso_sign_in_requests" ADD CONSTRAINT "sso_sign_in_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_sign_in_requests_state_idx" ON "sso_sign_in_requests" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "sso_sign_in_requests_account_idx" ON "sso_sign_in_requests" USING btree ("account_id");