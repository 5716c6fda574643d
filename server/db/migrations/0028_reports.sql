CREATE TABLE "report_export_parts" (
	"export_id" integer NOT NULL,
	"part" integer NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "report_export_parts_export_id_part_pk" PRIMARY KEY("export_id","part")
);
--> statement-breakpoint
CREATE TABLE "report_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"task_id" integer,
	"created_by" integer,
	"report" text NOT NULL,
	"format" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by" integer,
	"name" text NOT NULL,
	"report" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "call_records_account_idx";--> statement-breakpoint
DROP INDEX "call_records_extension_idx";--> statement-breakpoint
ALTER TABLE "report_export_parts" ADD CONSTRAINT "report_export_parts_export_id_report_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."report_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_task_id_bulk_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."bulk_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_exports_account_idx" ON "report_exports" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "report_exports_task_idx" ON "report_exports" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "report_exports_created_by_idx" ON "report_exports" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_reports_account_name_idx" ON "saved_reports" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "saved_reports_created_by_idx" ON "saved_reports" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "call_records_account_idx" ON "call_records" USING btree ("account_id","started_at","direction","result","duration_seconds","user_id");--> statement-breakpoint
CREATE INDEX "call_records_extension_idx" ON "call_records" USING btree ("extension_id","started_at");