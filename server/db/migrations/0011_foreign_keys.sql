ALTER TABLE "bulk_tasks" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
-- Foreign keys (issue 14, decision 0077). Until now a deleted user could leave rows behind
-- (call records, e-mails, sessions kept the id): those are cleared first, as the new keys would
-- have done, so that the keys can be added to a database that has been in use.
UPDATE "phone_numbers" SET "extension_id" = NULL, "status" = 'Available', "initial_assign" = NULL
 WHERE "extension_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "extensions" p WHERE p."id" = "phone_numbers"."extension_id");
--> statement-breakpoint
UPDATE "call_records" SET "user_id" = NULL
 WHERE "user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "call_records"."user_id");
--> statement-breakpoint
UPDATE "call_records" SET "extension_id" = NULL
 WHERE "extension_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "extensions" p WHERE p."id" = "call_records"."extension_id");
--> statement-breakpoint
UPDATE "outbox" SET "user_id" = NULL
 WHERE "user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "outbox"."user_id");
--> statement-breakpoint
UPDATE "devices" SET "extension_id" = NULL
 WHERE "extension_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "extensions" p WHERE p."id" = "devices"."extension_id");
--> statement-breakpoint
UPDATE "devices" SET "logged_in_user_id" = NULL
 WHERE "logged_in_user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "devices"."logged_in_user_id");
--> statement-breakpoint
UPDATE "lines" SET "extension_id" = NULL
 WHERE "extension_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "extensions" p WHERE p."id" = "lines"."extension_id");
--> statement-breakpoint
UPDATE "lines" SET "e911_location_id" = NULL
 WHERE "e911_location_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "emergency_locations" p WHERE p."id" = "lines"."e911_location_id");
--> statement-breakpoint
UPDATE "extensions" SET "user_id" = NULL
 WHERE "user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "extensions"."user_id");
--> statement-breakpoint
UPDATE "bulk_tasks" SET "created_by" = NULL
 WHERE "created_by" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "bulk_tasks"."created_by");
--> statement-breakpoint
UPDATE "authorization_codes" SET "session_family_id" = NULL
 WHERE "session_family_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "sessions" p WHERE p."family_id" = "authorization_codes"."session_family_id");
--> statement-breakpoint
DELETE FROM "sessions"
 WHERE NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "sessions"."user_id");
--> statement-breakpoint
DELETE FROM "auth_tokens"
 WHERE NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "auth_tokens"."user_id");
--> statement-breakpoint
DELETE FROM "auth_tokens"
 WHERE NOT EXISTS (SELECT 1 FROM "sessions" p WHERE p."family_id" = "auth_tokens"."family_id");
--> statement-breakpoint
DELETE FROM "authorization_codes"
 WHERE NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "authorization_codes"."user_id");
--> statement-breakpoint
DELETE FROM "role_memberships"
 WHERE NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "role_memberships"."user_id");
--> statement-breakpoint
DELETE FROM "contact_numbers"
 WHERE NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "contact_numbers"."user_id");
--> statement-breakpoint
DELETE FROM "phonebook_records"
 WHERE NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "phonebook_records"."user_id");
--> statement-breakpoint
DELETE FROM "user_security_settings"
 WHERE NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "user_security_settings"."user_id");
--> statement-breakpoint
DELETE FROM "child_access_grants"
 WHERE NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "child_access_grants"."user_id");
--> statement-breakpoint
DELETE FROM "child_access_grants"
 WHERE NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "child_access_grants"."granted_by");
--> statement-breakpoint
DELETE FROM "account_trusts"
 WHERE NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "account_trusts"."created_by");
--> statement-breakpoint
DELETE FROM "lines"
 WHERE NOT EXISTS (SELECT 1 FROM "devices" p WHERE p."id" = "lines"."device_id");
--> statement-breakpoint
DELETE FROM "bulk_task_rows"
 WHERE NOT EXISTS (SELECT 1 FROM "bulk_tasks" p WHERE p."id" = "bulk_task_rows"."task_id");
--> statement-breakpoint
ALTER TABLE "account_trusts" ADD CONSTRAINT "account_trusts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_trusts" ADD CONSTRAINT "account_trusts_trusted_account_id_accounts_id_fk" FOREIGN KEY ("trusted_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_trusts" ADD CONSTRAINT "account_trusts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_id_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_family_id_sessions_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."sessions"("family_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_codes" ADD CONSTRAINT "authorization_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_codes" ADD CONSTRAINT "authorization_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_codes" ADD CONSTRAINT "authorization_codes_session_family_id_sessions_family_id_fk" FOREIGN KEY ("session_family_id") REFERENCES "public"."sessions"("family_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_task_rows" ADD CONSTRAINT "bulk_task_rows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_task_rows" ADD CONSTRAINT "bulk_task_rows_task_id_bulk_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."bulk_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_tasks" ADD CONSTRAINT "bulk_tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_tasks" ADD CONSTRAINT "bulk_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_access_grants" ADD CONSTRAINT "child_access_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_access_grants" ADD CONSTRAINT "child_access_grants_child_account_id_accounts_id_fk" FOREIGN KEY ("child_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_access_grants" ADD CONSTRAINT "child_access_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_access_grants" ADD CONSTRAINT "child_access_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_numbers" ADD CONSTRAINT "contact_numbers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_numbers" ADD CONSTRAINT "contact_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_logged_in_user_id_users_id_fk" FOREIGN KEY ("logged_in_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_locations" ADD CONSTRAINT "emergency_locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_e911_location_id_emergency_locations_id_fk" FOREIGN KEY ("e911_location_id") REFERENCES "public"."emergency_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_versions" ADD CONSTRAINT "list_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonebook_records" ADD CONSTRAINT "phonebook_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonebook_records" ADD CONSTRAINT "phonebook_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_memberships" ADD CONSTRAINT "role_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_memberships" ADD CONSTRAINT "role_memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_security_settings" ADD CONSTRAINT "user_security_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_security_settings" ADD CONSTRAINT "user_security_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_trusts_trusted_idx" ON "account_trusts" USING btree ("trusted_account_id");--> statement-breakpoint
CREATE INDEX "account_trusts_created_by_idx" ON "account_trusts" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "authorization_codes_user_idx" ON "authorization_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "authorization_codes_session_idx" ON "authorization_codes" USING btree ("session_family_id");--> statement-breakpoint
CREATE INDEX "bulk_tasks_created_by_idx" ON "bulk_tasks" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "call_records_extension_idx" ON "call_records" USING btree ("extension_id");--> statement-breakpoint
CREATE INDEX "child_access_grants_child_idx" ON "child_access_grants" USING btree ("child_account_id");--> statement-breakpoint
CREATE INDEX "child_access_grants_granted_by_idx" ON "child_access_grants" USING btree ("granted_by");--> statement-breakpoint
CREATE INDEX "devices_logged_in_user_idx" ON "devices" USING btree ("logged_in_user_id");--> statement-breakpoint
CREATE INDEX "lines_extension_idx" ON "lines" USING btree ("extension_id");--> statement-breakpoint
CREATE INDEX "lines_e911_location_idx" ON "lines" USING btree ("e911_location_id");--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" USING btree ("user_id");
--> statement-breakpoint
-- A number on a deleted extension goes back to Available (the key only empties extension_id).
-- Before the delete, so that it holds however the extension goes: with its user (the key's
-- cascade), with its account, or on its own.
CREATE FUNCTION phone_numbers_free_on_extension_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE phone_numbers SET extension_id = NULL, status = 'Available', initial_assign = NULL
   WHERE extension_id = OLD.id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER phone_numbers_free_on_extension_delete BEFORE DELETE ON extensions
  FOR EACH ROW EXECUTE FUNCTION phone_numbers_free_on_extension_delete();
