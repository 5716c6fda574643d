ALTER TABLE "emergency_locations" ADD COLUMN "street2" text;--> statement-breakpoint
ALTER TABLE "emergency_locations" ADD COLUMN "predirectional" text;--> statement-breakpoint
ALTER TABLE "emergency_locations" ADD COLUMN "provisioning_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emergency_locations" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "emergency_locations_account_name_idx" ON "emergency_locations" USING btree ("account_id","name","id");