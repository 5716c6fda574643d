CREATE INDEX "phone_numbers_sort_status_idx" ON "phone_numbers" USING btree ("account_id","status","id");--> statement-breakpoint
CREATE INDEX "phone_numbers_sort_provider_idx" ON "phone_numbers" USING btree ("account_id","provider_name","id");--> statement-breakpoint
CREATE INDEX "phone_numbers_sort_tag_idx" ON "phone_numbers" USING btree ("account_id","custom_tag","id");--> statement-breakpoint
CREATE INDEX "phone_numbers_sort_caller_id_idx" ON "phone_numbers" USING btree ("account_id","caller_id","id");--> statement-breakpoint
CREATE INDEX "phone_numbers_sort_caller_name_idx" ON "phone_numbers" USING btree ("account_id","caller_id_name","id");--> statement-breakpoint
CREATE INDEX "phone_numbers_sort_initial_assign_idx" ON "phone_numbers" USING btree ("account_id","initial_assign","id");--> statement-breakpoint
CREATE INDEX "phone_numbers_sort_country_idx" ON "phone_numbers" USING btree ("account_id","country","id");--> statement-breakpoint
CREATE INDEX "phone_numbers_sort_product_idx" ON "phone_numbers" USING btree ("account_id","product_number","id");--> statement-breakpoint
CREATE INDEX "phone_numbers_sort_backup_idx" ON "phone_numbers" USING btree ("account_id","backup_number","id");