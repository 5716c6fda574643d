CREATE INDEX "phone_numbers_status_number_idx" ON "phone_numbers" USING btree ("account_id","status","phone_number","id") WHERE left(phone_number, 4) not in ('6113', '6118', '6119');--> statement-breakpoint
CREATE INDEX "phone_numbers_provider_number_idx" ON "phone_numbers" USING btree ("account_id","provider_name","phone_number","id") WHERE left(phone_number, 4) not in ('6113', '6118', '6119');--> statement-breakpoint
CREATE INDEX "phone_numbers_tag_number_idx" ON "phone_numbers" USING btree ("account_id","custom_tag","phone_number","id") WHERE left(phone_number, 4) not in ('6113', '6118', '6119');--> statement-breakpoint
-- Every write to an account's numbers moves its 'numbers' list version (decision 0124): the
-- totals of counted searches are kept under it (server/areas/numbers/numberTotals.ts), so any
-- writer (a route, a bulk task, a move, a seed, another server, SQL by hand) makes them counted
-- again. Per statement with transition tables, as the users list's (migration 0009): a bulk write
-- of 100,000 numbers bumps each account once. A delete only updates (an account being deleted
-- has no row to add to; every account with numbers has one, from its first insert or below).
CREATE FUNCTION bump_numbers_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE list_versions SET version = version + 1
     WHERE list = 'numbers' AND account_id IN (SELECT account_id FROM old_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO list_versions (account_id, list, version)
      SELECT account_id, 'numbers', 1 FROM (SELECT account_id FROM new_rows UNION SELECT account_id FROM old_rows) touched
      ON CONFLICT (account_id, list) DO UPDATE SET version = list_versions.version + 1;
  ELSE
    INSERT INTO list_versions (account_id, list, version)
      SELECT DISTINCT account_id, 'numbers', 1 FROM new_rows
      ON CONFLICT (account_id, list) DO UPDATE SET version = list_versions.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER phone_numbers_list_version_insert AFTER INSERT ON phone_numbers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_numbers_list_version();
--> statement-breakpoint
CREATE TRIGGER phone_numbers_list_version_update AFTER UPDATE ON phone_numbers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_numbers_list_version();
--> statement-breakpoint
CREATE TRIGGER phone_numbers_list_version_delete AFTER DELETE ON phone_numbers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_numbers_list_version();
--> statement-breakpoint
INSERT INTO list_versions (account_id, list, version)
  SELECT DISTINCT account_id, 'numbers', 1 FROM phone_numbers
  ON CONFLICT (account_id, list) DO NOTHING;
