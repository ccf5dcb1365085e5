CREATE TABLE "table_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every statement that writes users (an insert, an update, a delete, a cascade) moves its version forward
-- in the writing transaction: a reader sees the new version exactly when it sees the write.
CREATE OR REPLACE FUNCTION charla_bump_table_version() RETURNS trigger AS $$
BEGIN
  INSERT INTO table_versions (name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (name) DO UPDATE SET version = table_versions.version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_table_version();
--> statement-breakpoint
INSERT INTO table_versions (name, version) VALUES ('users', 0) ON CONFLICT (name) DO NOTHING;
