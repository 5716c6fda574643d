CREATE TABLE "account_call_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"international_calling" boolean DEFAULT false NOT NULL,
	"allowed_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seven_digit_dialing" boolean DEFAULT false NOT NULL,
	"seven_digit_area_code" text,
	"on_hold_audio" text DEFAULT 'classic' NOT NULL,
	"pbx" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audio_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"greeting_key" text DEFAULT 'main' NOT NULL,
	"call_number" text NOT NULL,
	"status" text DEFAULT 'calling' NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"greeting_id" integer,
	"failure_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_attendants" (
	"extension_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"timeout_seconds" integer DEFAULT 10 NOT NULL,
	"timeout" jsonb NOT NULL,
	"invalid" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"destination" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_group_members" (
	"group_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "call_group_members_group_id_member_id_pk" PRIMARY KEY("group_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "call_groups" (
	"extension_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"description" text,
	"strategy" text DEFAULT 'ringAll' NOT NULL,
	"no_answer_seconds" integer DEFAULT 30 NOT NULL,
	"no_answer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_queue_agents" (
	"queue_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"position" integer NOT NULL,
	"logged_in" boolean DEFAULT true NOT NULL,
	CONSTRAINT "call_queue_agents_queue_id_agent_id_pk" PRIMARY KEY("queue_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "call_queue_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"caller_number" text NOT NULL,
	"caller_name" text,
	"since" timestamp with time zone NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"agent_id" integer
);
--> statement-breakpoint
CREATE TABLE "call_queues" (
	"extension_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"strategy" text DEFAULT 'ringAll' NOT NULL,
	"max_wait_seconds" integer DEFAULT 300 NOT NULL,
	"max_callers" integer,
	"overflow" jsonb NOT NULL,
	"no_agents" jsonb NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "greetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"greeting_key" text DEFAULT 'main' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"duration_ms" integer,
	"audio" "bytea" NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paging_group_members" (
	"paging_group_id" integer NOT NULL,
	"extension_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"can_page" boolean DEFAULT false NOT NULL,
	CONSTRAINT "paging_group_members_paging_group_id_extension_id_pk" PRIMARY KEY("paging_group_id","extension_id")
);
--> statement-breakpoint
CREATE TABLE "paging_groups" (
	"extension_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "pickup_group_members" (
	"pickup_group_id" integer NOT NULL,
	"extension_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "pickup_group_members_pickup_group_id_extension_id_pk" PRIMARY KEY("pickup_group_id","extension_id")
);
--> statement-breakpoint
CREATE TABLE "pickup_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receptionist_consoles" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"extension_id" integer,
	"monitored" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_answer" jsonb
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"time_zone" text,
	"hours" jsonb NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"open" jsonb NOT NULL,
	"closed" jsonb NOT NULL,
	"holiday" jsonb
);
--> statement-breakpoint
ALTER TABLE "extensions" ADD COLUMN "block_international" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_call_settings" ADD CONSTRAINT "account_call_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_recordings" ADD CONSTRAINT "audio_recordings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_recordings" ADD CONSTRAINT "audio_recordings_greeting_id_greetings_id_fk" FOREIGN KEY ("greeting_id") REFERENCES "public"."greetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_recordings" ADD CONSTRAINT "audio_recordings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_attendants" ADD CONSTRAINT "auto_attendants_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_attendants" ADD CONSTRAINT "auto_attendants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_flows" ADD CONSTRAINT "call_flows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_group_members" ADD CONSTRAINT "call_group_members_group_id_call_groups_extension_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."call_groups"("extension_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_group_members" ADD CONSTRAINT "call_group_members_member_id_extensions_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_group_members" ADD CONSTRAINT "call_group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_groups" ADD CONSTRAINT "call_groups_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_groups" ADD CONSTRAINT "call_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_queue_agents" ADD CONSTRAINT "call_queue_agents_queue_id_call_queues_extension_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."call_queues"("extension_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_queue_agents" ADD CONSTRAINT "call_queue_agents_agent_id_extensions_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_queue_agents" ADD CONSTRAINT "call_queue_agents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_queue_calls" ADD CONSTRAINT "call_queue_calls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_queue_calls" ADD CONSTRAINT "call_queue_calls_queue_id_call_queues_extension_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."call_queues"("extension_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_queue_calls" ADD CONSTRAINT "call_queue_calls_agent_id_extensions_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."extensions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_queues" ADD CONSTRAINT "call_queues_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_queues" ADD CONSTRAINT "call_queues_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greetings" ADD CONSTRAINT "greetings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greetings" ADD CONSTRAINT "greetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paging_group_members" ADD CONSTRAINT "paging_group_members_paging_group_id_paging_groups_extension_id_fk" FOREIGN KEY ("paging_group_id") REFERENCES "public"."paging_groups"("extension_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paging_group_members" ADD CONSTRAINT "paging_group_members_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paging_group_members" ADD CONSTRAINT "paging_group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paging_groups" ADD CONSTRAINT "paging_groups_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paging_groups" ADD CONSTRAINT "paging_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_group_members" ADD CONSTRAINT "pickup_group_members_pickup_group_id_pickup_groups_id_fk" FOREIGN KEY ("pickup_group_id") REFERENCES "public"."pickup_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_group_members" ADD CONSTRAINT "pickup_group_members_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_group_members" ADD CONSTRAINT "pickup_group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_groups" ADD CONSTRAINT "pickup_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionist_consoles" ADD CONSTRAINT "receptionist_consoles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionist_consoles" ADD CONSTRAINT "receptionist_consoles_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_recordings_account_idx" ON "audio_recordings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "audio_recordings_greeting_idx" ON "audio_recordings" USING btree ("greeting_id");--> statement-breakpoint
CREATE INDEX "audio_recordings_created_by_idx" ON "audio_recordings" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "auto_attendants_account_idx" ON "auto_attendants" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_flows_account_number_idx" ON "call_flows" USING btree ("account_id","phone_number");--> statement-breakpoint
CREATE INDEX "call_group_members_member_idx" ON "call_group_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "call_groups_account_idx" ON "call_groups" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "call_queue_agents_agent_idx" ON "call_queue_agents" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "call_queue_calls_queue_idx" ON "call_queue_calls" USING btree ("queue_id","since");--> statement-breakpoint
CREATE INDEX "call_queue_calls_account_idx" ON "call_queue_calls" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "call_queue_calls_agent_idx" ON "call_queue_calls" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "call_queues_account_idx" ON "call_queues" USING btree ("account_id","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "greetings_owner_idx" ON "greetings" USING btree ("account_id","owner_kind","owner_id","greeting_key");--> statement-breakpoint
CREATE INDEX "greetings_created_by_idx" ON "greetings" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "paging_group_members_extension_idx" ON "paging_group_members" USING btree ("extension_id");--> statement-breakpoint
CREATE INDEX "paging_groups_account_idx" ON "paging_groups" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "pickup_group_members_extension_idx" ON "pickup_group_members" USING btree ("extension_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_groups_account_name_idx" ON "pickup_groups" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "receptionist_consoles_account_name_idx" ON "receptionist_consoles" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "receptionist_consoles_extension_idx" ON "receptionist_consoles" USING btree ("extension_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_account_name_idx" ON "schedules" USING btree ("account_id",lower("name"));