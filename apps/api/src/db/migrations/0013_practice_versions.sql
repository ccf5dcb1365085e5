-- Practices get a version too (table_versions, migration 0010): every statement that writes practices moves
-- it forward in the writing transaction, so a page of the catalogue kept at a version (lib/shared-pages.ts)
-- is served again only while a reader sees that version.
CREATE TRIGGER practices_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON practices FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_table_version();
--> statement-breakpoint
INSERT INTO table_versions (name, version) VALUES ('practices', 0) ON CONFLICT (name) DO NOTHING;
