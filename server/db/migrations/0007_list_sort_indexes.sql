DROP INDEX "users_account_idx";--> statement-breakpoint
CREATE INDEX "users_account_first_name_idx" ON "users" USING btree ("account_id","first_name","id");--> statement-breakpoint
CREATE INDEX "users_account_login_name_idx" ON "users" USING btree ("account_id","login_name","id");--> statement-breakpoint
CREATE INDEX "users_account_email_idx" ON "users" USING btree ("account_id","email","id");--> statement-breakpoint
CREATE INDEX "users_account_role_idx" ON "users" USING btree ("account_id","role_id","id");--> statement-breakpoint
CREATE INDEX "users_account_idx" ON "users" USING btree ("account_id","last_name","id");