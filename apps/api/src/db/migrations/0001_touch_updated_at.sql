-- Every update moves updated_at forward, whoever writes. The access layer caches a role's
-- permissions and view by this version, so it must change on every write, even from plain SQL.
CREATE OR REPLACE FUNCTION charla_touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := greatest(clock_timestamp(), OLD.updated_at + interval '1 microsecond');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_touch BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION charla_touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER roles_touch BEFORE UPDATE ON roles FOR EACH ROW EXECUTE FUNCTION charla_touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER user_views_touch BEFORE UPDATE ON user_views FOR EACH ROW EXECUTE FUNCTION charla_touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER plans_touch BEFORE UPDATE ON plans FOR EACH ROW EXECUTE FUNCTION charla_touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER tutors_touch BEFORE UPDATE ON tutors FOR EACH ROW EXECUTE FUNCTION charla_touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER sessions_touch BEFORE UPDATE ON sessions FOR EACH ROW EXECUTE FUNCTION charla_touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER seds_touch BEFORE UPDATE ON seds FOR EACH ROW EXECUTE FUNCTION charla_touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER lessons_touch BEFORE UPDATE ON lessons FOR EACH ROW EXECUTE FUNCTION charla_touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER practices_touch BEFORE UPDATE ON practices FOR EACH ROW EXECUTE FUNCTION charla_touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER assignments_touch BEFORE UPDATE ON assignments FOR EACH ROW EXECUTE FUNCTION charla_touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER lesson_submissions_touch BEFORE UPDATE ON lesson_submissions FOR EACH ROW EXECUTE FUNCTION charla_touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER practice_stats_touch BEFORE UPDATE ON practice_stats FOR EACH ROW EXECUTE FUNCTION charla_touch_updated_at();
