-- The access version (migration 0019) moves only when a statement changed a role or a view. A statement
-- trigger fires for every statement, also one that wrote nothing: the seed's `insert … on conflict do nothing`
-- of the system roles and views, run at every start, moved it twice, and every cached caller of every API
-- process was then read again once. Each trigger now sees the rows its statement wrote (a transition table;
-- PostgreSQL allows one per event, so one trigger per event) and moves the version only when there are any.
-- TRUNCATE has no transition table and keeps 0019's trigger, which always moves it.
CREATE FUNCTION charla_bump_access_version_if_changed() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT FROM changed) THEN
    INSERT INTO table_versions (name, version) VALUES ('access', 1)
    ON CONFLICT (name) DO UPDATE SET version = table_versions.version + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER roles_access_version ON roles;
--> statement-breakpoint
DROP TRIGGER user_views_access_version ON user_views;
--> statement-breakpoint
CREATE TRIGGER roles_access_version_truncate AFTER TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_access_version();
--> statement-breakpoint
CREATE TRIGGER roles_access_version_insert AFTER INSERT ON roles REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_access_version_if_changed();
--> statement-breakpoint
CREATE TRIGGER roles_access_version_update AFTER UPDATE ON roles REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_access_version_if_changed();
--> statement-breakpoint
CREATE TRIGGER roles_access_version_delete AFTER DELETE ON roles REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_access_version_if_changed();
--> statement-breakpoint
CREATE TRIGGER user_views_access_version_truncate AFTER TRUNCATE ON user_views FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_access_version();
--> statement-breakpoint
CREATE TRIGGER user_views_access_version_insert AFTER INSERT ON user_views REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_access_version_if_changed();
--> statement-breakpoint
CREATE TRIGGER user_views_access_version_update AFTER UPDATE ON user_views REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_access_version_if_changed();
--> statement-breakpoint
CREATE TRIGGER user_views_access_version_delete AFTER DELETE ON user_views REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_access_version_if_changed();
