CREATE TABLE "list_versions" (
	"account_id" integer NOT NULL,
	"list" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_versions_account_id_list_pk" PRIMARY KEY("account_id","list")
);
