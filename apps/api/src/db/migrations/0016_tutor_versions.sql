-- Tutors get a version too (table_versions, migration 0010): every statement that writes tutors moves it
-- forward in the writing transaction. The tutors a new booking may choose from are kept at a version
-- (modules/sessions) and used only when the booking's precheck, in its own snapshot, sees that version.
CREATE TRIGGER tutors_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tutors FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_table_version();
--> statement-breakpoint
INSERT INTO table_versions (name, version) VALUES ('tutors', 0) ON CONFLICT (name) DO NOTHING;
