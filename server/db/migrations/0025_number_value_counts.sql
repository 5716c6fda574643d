CREATE TABLE "phone_number_provider_counts" (
	"account_id" integer NOT NULL,
	"provider_name" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"toll_free" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "phone_number_provider_counts_account_id_provider_name_pk" PRIMARY KEY("account_id","provider_name")
);
--> statement-breakpoint
CREATE TABLE "phone_number_tag_counts" (
	"account_id" integer NOT NULL,
	"custom_tag" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"toll_free" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "phone_number_tag_counts_account_id_custom_tag_pk" PRIMARY KEY("account_id","custom_tag")
);
--> statement-breakpoint
ALTER TABLE "phone_number_provider_counts" ADD CONSTRAINT "phone_number_provider_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_number_tag_counts" ADD CONSTRAINT "phone_number_tag_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each account's numbers counted by provider and by custom tag (decision 0089), as by status
-- (migration 0020): per statement, from the transition tables, the excluded prefixes left out;
-- fired after 0018's triggers, which lock the account's row of phone_number_counts first.
CREATE FUNCTION count_phone_number_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE phone_number_provider_counts c SET total = c.total - d.total, toll_free = c.toll_free - d.toll_free
      FROM (SELECT account_id, provider_name, count(*)::int AS total, (count(*) FILTER (WHERE is_toll_free))::int AS toll_free
              FROM old_rows WHERE left(phone_number, 4) not in ('6113', '6118', '6119')
             GROUP BY account_id, provider_name) d
     WHERE c.account_id = d.account_id AND c.provider_name = d.provider_name;
    UPDATE phone_number_tag_counts c SET total = c.total - d.total, toll_free = c.toll_free - d.toll_free
      FROM (SELECT account_id, custom_tag, count(*)::int AS total, (count(*) FILTER (WHERE is_toll_free))::int AS toll_free
              FROM old_rows WHERE custom_tag IS NOT NULL AND left(phone_number, 4) not in ('6113', '6118', '6119')
             GROUP BY account_id, custom_tag) d
     WHERE c.account_id = d.account_id AND c.custom_tag = d.custom_tag;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO phone_number_provider_counts (account_id, provider_name, total, toll_free)
      SELECT account_id, provider_name, count(*)::int, (count(*) FILTER (WHERE is_toll_free))::int
        FROM new_rows WHERE left(phone_number, 4) not in ('6113', '6118', '6119')
       GROUP BY account_id, provider_name
      ON CONFLICT (account_id, provider_name) DO UPDATE
        SET total = phone_number_provider_counts.total + excluded.total,
            toll_free = phone_number_provider_counts.toll_free + excluded.toll_free;
    INSERT INTO phone_number_tag_counts (account_id, custom_tag, total, toll_free)
      SELECT account_id, custom_tag, count(*)::int, (count(*) FILTER (WHERE is_toll_free))::int
        FROM new_rows WHERE custom_tag IS NOT NULL AND left(phone_number, 4) not in ('6113', '6118', '6119')
       GROUP BY account_id, custom_tag
      ON CONFLICT (account_id, custom_tag) DO UPDATE
        SET total = phone_number_tag_counts.total + excluded.total,
            toll_free = phone_number_tag_counts.toll_free + excluded.toll_free;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER phone_number_value_counts_insert AFTER INSERT ON phone_numbers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_phone_number_values();
--> statement-breakpoint
CREATE TRIGGER phone_number_value_counts_update AFTER UPDATE ON phone_numbers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_phone_number_values();
--> statement-breakpoint
CREATE TRIGGER phone_number_value_counts_delete AFTER DELETE ON phone_numbers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_phone_number_values();
--> statement-breakpoint
INSERT INTO phone_number_provider_counts (account_id, provider_name, total, toll_free)
  SELECT account_id, provider_name, count(*)::int, (count(*) FILTER (WHERE is_toll_free))::int
    FROM phone_numbers WHERE left(phone_number, 4) not in ('6113', '6118', '6119')
   GROUP BY account_id, provider_name;
--> statement-breakpoint
INSERT INTO phone_number_tag_counts (account_id, custom_tag, total, toll_free)
  SELECT account_id, custom_tag, count(*)::int, (count(*) FILTER (WHERE is_toll_free))::int
    FROM phone_numbers WHERE custom_tag IS NOT NULL AND left(phone_number, 4) not in ('6113', '6118', '6119')
   GROUP BY account_id, custom_tag;
