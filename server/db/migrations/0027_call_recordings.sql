CREATE TABLE "recording_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"recording_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"task_id" integer,
	"created_by" integer,
	"recording_ids" jsonb NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"result_key" text,
	"result_bytes" integer,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_transcriptions" (
	"recording_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"segments" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_usage" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"recordings" integer DEFAULT 0 NOT NULL,
	"calculated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"queue_id" integer,
	"call_record_id" integer,
	"direction" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text DEFAULT 'audio/wav' NOT NULL,
	"trashed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recording_comments" ADD CONSTRAINT "recording_comments_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_comments" ADD CONSTRAINT "recording_comments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_comments" ADD CONSTRAINT "recording_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_downloads" ADD CONSTRAINT "recording_downloads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_downloads" ADD CONSTRAINT "recording_downloads_task_id_bulk_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."bulk_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_downloads" ADD CONSTRAINT "recording_downloads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_transcriptions" ADD CONSTRAINT "recording_transcriptions_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_transcriptions" ADD CONSTRAINT "recording_transcriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_usage" ADD CONSTRAINT "recording_usage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_queue_id_call_queues_extension_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."call_queues"("extension_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_call_record_id_call_records_id_fk" FOREIGN KEY ("call_record_id") REFERENCES "public"."call_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_comments_recording_idx" ON "recording_comments" USING btree ("recording_id","created_at");--> statement-breakpoint
CREATE INDEX "recording_comments_account_idx" ON "recording_comments" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "recording_comments_author_idx" ON "recording_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "recording_downloads_account_idx" ON "recording_downloads" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "recording_downloads_task_idx" ON "recording_downloads" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "recording_downloads_created_by_idx" ON "recording_downloads" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "recording_transcriptions_account_idx" ON "recording_transcriptions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "recordings_account_started_idx" ON "recordings" USING btree ("account_id","started_at","id");--> statement-breakpoint
CREATE INDEX "recordings_account_user_idx" ON "recordings" USING btree ("account_id","user_id","started_at");--> statement-breakpoint
CREATE INDEX "recordings_account_queue_idx" ON "recordings" USING btree ("account_id","queue_id","started_at");--> statement-breakpoint
CREATE INDEX "recordings_user_idx" ON "recordings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recordings_queue_idx" ON "recordings" USING btree ("queue_id");--> statement-breakpoint
CREATE INDEX "recordings_call_record_idx" ON "recordings" USING btree ("call_record_id");--> statement-breakpoint
CREATE INDEX "recordings_storage_key_idx" ON "recordings" USING btree ("storage_key");