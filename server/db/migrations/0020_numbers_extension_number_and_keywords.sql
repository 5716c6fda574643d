-- The keyword's trigram indexes below need pg_trgm (decision 0089): PostgreSQL's contrib, loaded
-- into PGlite by server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "phone_number_status_counts" (
	"account_id" integer NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"toll_free" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "phone_number_status_counts_account_id_status_pk" PRIMARY KEY("account_id","status")
);
--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD COLUMN "extension_number" text;--> statement-breakpoint
ALTER TABLE "phone_number_status_counts" ADD CONSTRAINT "phone_number_status_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_numbers_sort_extension_idx" ON "phone_numbers" USING btree ("account_id","extension_number","id") WHERE left(phone_number, 4) not in ('6113', '6118', '6119');--> statement-breakpoint
CREATE INDEX "phone_numbers_toll_free_idx" ON "phone_numbers" USING btree ("account_id","phone_number","id") WHERE is_toll_free and left(phone_number, 4) not in ('6113', '6118', '6119');--> statement-breakpoint
CREATE INDEX "phone_numbers_trgm_number_idx" ON "phone_numbers" USING gin ("phone_number" gin_trgm_ops) WHERE left(phone_number, 4) not in ('6113', '6118', '6119');--> statement-breakpoint
CREATE INDEX "phone_numbers_trgm_caller_name_idx" ON "phone_numbers" USING gin ("caller_id_name" gin_trgm_ops) WHERE left(phone_number, 4) not in ('6113', '6118', '6119');--> statement-breakpoint
CREATE INDEX "phone_numbers_trgm_tag_idx" ON "phone_numbers" USING gin ("custom_tag" gin_trgm_ops) WHERE left(phone_number, 4) not in ('6113', '6118', '6119');
--> statement-breakpoint
-- A number's extension_number is its extension's number (decision 0089), so that the list sorts
-- and filters by it through an index instead of joining every row to its extension. The number's
-- own trigger sets it whenever extension_id is written, whoever writes it (a user's create, a
-- seed, a bulk change, the delete trigger of migration 0011 that frees it); a write of
-- extension_number alone is set back to the extension's.
CREATE FUNCTION phone_numbers_extension_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.extension_id IS NULL THEN
    NEW.extension_number := NULL;
  ELSE
    NEW.extension_number := (SELECT e.extension_number FROM extensions e WHERE e.id = NEW.extension_id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER phone_numbers_extension_number_insert BEFORE INSERT ON phone_numbers
  FOR EACH ROW WHEN (NEW.extension_id IS NOT NULL OR NEW.extension_number IS NOT NULL)
  EXECUTE FUNCTION phone_numbers_extension_number();
--> statement-breakpoint
CREATE TRIGGER phone_numbers_extension_number_update BEFORE UPDATE OF extension_id, extension_number ON phone_numbers
  FOR EACH ROW WHEN (NEW.extension_id IS DISTINCT FROM OLD.extension_id
                     OR NEW.extension_number IS DISTINCT FROM OLD.extension_number)
  EXECUTE FUNCTION phone_numbers_extension_number();
--> statement-breakpoint
-- An extension renumbered: its numbers carry the new number (through the trigger above, which
-- reads it back from the extension).
CREATE FUNCTION phone_numbers_follow_extension_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE phone_numbers SET extension_number = NEW.extension_number WHERE extension_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER phone_numbers_follow_extension_number AFTER UPDATE OF extension_number ON extensions
  FOR EACH ROW WHEN (NEW.extension_number IS DISTINCT FROM OLD.extension_number)
  EXECUTE FUNCTION phone_numbers_follow_extension_number();
--> statement-breakpoint
UPDATE phone_numbers n SET extension_number = e.extension_number
  FROM extensions e WHERE e.id = n.extension_id;
--> statement-breakpoint
-- Each account's numbers counted by status (decision 0089), as count_phone_numbers (migration
-- 0018) counts them all: per statement, from the transition tables, the excluded prefixes left
-- out (an UPDATE trigger with transition tables takes no column list: it runs on every update).
-- Its triggers are named to fire after 0018's, which lock the account's row of
-- phone_number_counts first: two writers of one account queue there rather than lock these rows
-- in different orders.
CREATE FUNCTION count_phone_number_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE phone_number_status_counts c SET total = c.total - d.total, toll_free = c.toll_free - d.toll_free
      FROM (SELECT account_id, status, count(*)::int AS total, (count(*) FILTER (WHERE is_toll_free))::int AS toll_free
              FROM old_rows WHERE left(phone_number, 4) not in ('6113', '6118', '6119')
             GROUP BY account_id, status) d
     WHERE c.account_id = d.account_id AND c.status = d.status;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO phone_number_status_counts (account_id, status, total, toll_free)
      SELECT account_id, status, count(*)::int, (count(*) FILTER (WHERE is_toll_free))::int
        FROM new_rows WHERE left(phone_number, 4) not in ('6113', '6118', '6119')
       GROUP BY account_id, status
      ON CONFLICT (account_id, status) DO UPDATE
        SET total = phone_number_status_counts.total + excluded.total,
            toll_free = phone_number_status_counts.toll_free + excluded.toll_free;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER phone_number_status_counts_insert AFTER INSERT ON phone_numbers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_phone_number_statuses();
--> statement-breakpoint
CREATE TRIGGER phone_number_status_counts_update AFTER UPDATE ON phone_numbers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_phone_number_statuses();
--> statement-breakpoint
CREATE TRIGGER phone_number_status_counts_delete AFTER DELETE ON phone_numbers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_phone_number_statuses();
--> statement-breakpoint
INSERT INTO phone_number_status_counts (account_id, status, total, toll_free)
  SELECT account_id, status, count(*)::int, (count(*) FILTER (WHERE is_toll_free))::int
    FROM phone_numbers WHERE left(phone_number, 4) not in ('6113', '6118', '6119')
   GROUP BY account_id, status;
