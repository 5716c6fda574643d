CREATE TABLE "network_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"network" text NOT NULL,
	"description" text,
	"provisioning_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emergency_locations" ADD COLUMN "street2" text;--> statement-breakpoint
ALTER TABLE "emergency_locations" ADD COLUMN "predirectional" text;--> statement-breakpoint
ALTER TABLE "emergency_locations" ADD COLUMN "provisioning_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emergency_locations" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "network_locations" ADD CONSTRAINT "network_locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_locations" ADD CONSTRAINT "network_locations_location_id_emergency_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."emergency_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "network_locations_account_network_idx" ON "network_locations" USING btree ("account_id","network");--> statement-breakpoint
CREATE INDEX "network_locations_location_idx" ON "network_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "emergency_locations_account_name_idx" ON "emergency_locations" USING btree ("account_id","name","id");