-- Every write to users or extensions moves the 'users' list version of the accounts it touched
-- (the users list shows each user's extensions): whoever writes, on whichever server. Triggers
-- per statement with transition tables, so a bulk import of 5,000 users bumps once.
CREATE FUNCTION bump_users_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_versions (account_id, list, version)
      SELECT DISTINCT account_id, 'users', 1 FROM new_rows
      ON CONFLICT (account_id, list) DO UPDATE SET version = list_versions.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO list_versions (account_id, list, version)
      SELECT account_id, 'users', 1 FROM (SELECT account_id FROM new_rows UNION SELECT account_id FROM old_rows) touched
      ON CONFLICT (account_id, list) DO UPDATE SET version = list_versions.version + 1;
  ELSE
    INSERT INTO list_versions (account_id, list, version)
      SELECT DISTINCT account_id, 'users', 1 FROM old_rows
      ON CONFLICT (account_id, list) DO UPDATE SET version = list_versions.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_list_version_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_users_list_version();
--> statement-breakpoint
CREATE TRIGGER users_list_version_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_users_list_version();
--> statement-breakpoint
CREATE TRIGGER users_list_version_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_users_list_version();
--> statement-breakpoint
CREATE TRIGGER extensions_list_version_insert AFTER INSERT ON extensions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_users_list_version();
--> statement-breakpoint
CREATE TRIGGER extensions_list_version_update AFTER UPDATE ON extensions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_users_list_version();
--> statement-breakpoint
CREATE TRIGGER extensions_list_version_delete AFTER DELETE ON extensions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_users_list_version();
