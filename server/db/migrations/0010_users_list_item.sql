ALTER TABLE "users" ADD COLUMN "list_item" text;--> statement-breakpoint
-- The users list's item for a user (issue 12): the list answers a page by joining these texts in
-- order, instead of building each row's JSON, with its extensions, on every read. The database
-- keeps them current itself, so every writer (a route, a bulk task, a seed, SQL by hand) does.
-- The fields and their order are the list's answer (USER-03).
CREATE FUNCTION users_list_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_item := (
    SELECT row_to_json(item)::text FROM (
      SELECT NEW.id AS "userId", NEW.account_id AS "accountId", NEW.login_name AS "loginName",
             NEW.login_name AS "userName", NEW.first_name AS "firstName", NEW.last_name AS "lastName",
             NEW.email AS "email", NEW.role_id AS "roleId", NEW.user_type AS "userType",
             NEW.block_access AS "blockAccess",
             coalesce((SELECT json_agg(x ORDER BY x."extensionNumber")
                         FROM (SELECT e.id AS "extensionId", e.extension_number AS "extensionNumber",
                                      e.extension_type AS "extensionType"
                                 FROM extensions e
                                WHERE e.user_id = NEW.id AND e.account_id = NEW.account_id) x),
                      '[]'::json) AS "extensions",
             json_build_array(json_build_object('roleId', NEW.role_id, 'accountId', NEW.account_id)) AS "roleMemberships"
    ) item);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_list_item BEFORE INSERT OR UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_list_item();
--> statement-breakpoint
-- An extension written, moved to another user or removed: its users' items are written again
-- (the trigger above rebuilds them). Per statement, so a bulk task touches each user once.
CREATE FUNCTION refresh_users_list_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET list_item = NULL WHERE id IN (SELECT user_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE users SET list_item = NULL WHERE id IN (
      SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.user_id, n.account_id, n.extension_number, n.extension_type)
             IS DISTINCT FROM (o.user_id, o.account_id, o.extension_number, o.extension_type)
      UNION
      SELECT o.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.user_id, n.account_id, n.extension_number, n.extension_type)
             IS DISTINCT FROM (o.user_id, o.account_id, o.extension_number, o.extension_type));
  ELSE
    UPDATE users SET list_item = NULL WHERE id IN (SELECT user_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER extensions_users_list_items_insert AFTER INSERT ON extensions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_users_list_items();
--> statement-breakpoint
CREATE TRIGGER extensions_users_list_items_update AFTER UPDATE ON extensions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_users_list_items();
--> statement-breakpoint
CREATE TRIGGER extensions_users_list_items_delete AFTER DELETE ON extensions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_users_list_items();
--> statement-breakpoint
UPDATE users SET list_item = NULL;
