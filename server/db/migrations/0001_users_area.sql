CREATE TABLE "bulk_task_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"input" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "bulk_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"send_error" text
);
--> statement-breakpoint
CREATE TABLE "phonebook_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_security_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"mfa_required" boolean DEFAULT false NOT NULL,
	"password_never_expires" boolean DEFAULT false NOT NULL,
	"session_timeout_minutes" integer
);
--> statement-breakpoint
CREATE INDEX "bulk_task_rows_task_idx" ON "bulk_task_rows" USING btree ("task_id","row_number");--> statement-breakpoint
CREATE INDEX "bulk_tasks_account_idx" ON "bulk_tasks" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "outbox_account_idx" ON "outbox" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "phonebook_records_user_idx" ON "phonebook_records" USING btree ("user_id","name");