-- One address per account (decision 0120): billing's location kept its own street, city, region and
-- postal code beside the account info's address. Keep what billing knew where the account info had
-- none, then drop the copy.
INSERT INTO "account_profiles" ("account_id", "address")
SELECT "account_id", jsonb_build_object('street', "street", 'city', "city", 'region', "region", 'postalCode', "postal_code")
FROM "account_billing_profiles"
WHERE "street" IS NOT NULL AND "city" IS NOT NULL AND "postal_code" IS NOT NULL
ON CONFLICT ("account_id") DO UPDATE SET "address" = excluded."address" WHERE "account_profiles"."address" IS NULL;--> statement-breakpoint
DROP INDEX "account_status_changes_due_idx";--> statement-breakpoint
CREATE INDEX "account_status_changes_due_idx" ON "account_status_changes" USING btree ("effective_at");--> statement-breakpoint
ALTER TABLE "account_billing_profiles" DROP COLUMN "street";--> statement-breakpoint
ALTER TABLE "account_billing_profiles" DROP COLUMN "city";--> statement-breakpoint
ALTER TABLE "account_billing_profiles" DROP COLUMN "region";--> statement-breakpoint
ALTER TABLE "account_billing_profiles" DROP COLUMN "postal_code";