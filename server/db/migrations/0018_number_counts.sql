CREATE TABLE "phone_number_counts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"toll_free" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_number_counts" ADD CONSTRAINT "phone_number_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each account's numbers counted (decision 0089), leaving out the excluded prefixes (NUM-06):
-- per statement with transition tables, so a bulk write of 100,000 numbers costs one grouped
-- update. Removals only update (an account being deleted has no row to add to).
CREATE FUNCTION count_phone_numbers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE phone_number_counts c SET total = c.total - d.total, toll_free = c.toll_free - d.toll_free
      FROM (SELECT account_id, count(*)::int AS total, (count(*) FILTER (WHERE is_toll_free))::int AS toll_free
              FROM old_rows WHERE left(phone_number, 4) not in ('6113', '6118', '6119')
             GROUP BY account_id) d
     WHERE c.account_id = d.account_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO phone_number_counts (account_id, total, toll_free)
      SELECT account_id, count(*)::int, (count(*) FILTER (WHERE is_toll_free))::int
        FROM new_rows WHERE left(phone_number, 4) not in ('6113', '6118', '6119')
       GROUP BY account_id
      ON CONFLICT (account_id) DO UPDATE SET total = phone_number_counts.total + excluded.total,
                                             toll_free = phone_number_counts.toll_free + excluded.toll_free;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER phone_number_counts_insert AFTER INSERT ON phone_numbers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_phone_numbers();
--> statement-breakpoint
CREATE TRIGGER phone_number_counts_update AFTER UPDATE ON phone_numbers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_phone_numbers();
--> statement-breakpoint
CREATE TRIGGER phone_number_counts_delete AFTER DELETE ON phone_numbers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_phone_numbers();
--> statement-breakpoint
INSERT INTO phone_number_counts (account_id, total, toll_free)
  SELECT account_id, count(*)::int, (count(*) FILTER (WHERE is_toll_free))::int
    FROM phone_numbers WHERE left(phone_number, 4) not in ('6113', '6118', '6119')
   GROUP BY account_id;
