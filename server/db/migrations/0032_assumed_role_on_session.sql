ALTER TABLE "sessions" ADD COLUMN "assumed_role_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "assumed_until" timestamp with time zone;