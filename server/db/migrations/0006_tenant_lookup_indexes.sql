CREATE INDEX "call_records_account_idx" ON "call_records" USING btree ("account_id","started_at");--> statement-breakpoint
CREATE INDEX "devices_extension_idx" ON "devices" USING btree ("extension_id");--> statement-breakpoint
CREATE INDEX "phone_numbers_extension_idx" ON "phone_numbers" USING btree ("extension_id");--> statement-breakpoint
CREATE INDEX "role_memberships_account_idx" ON "role_memberships" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE INDEX "role_permissions_account_idx" ON "role_permissions" USING btree ("account_id","role_id");