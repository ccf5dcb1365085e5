-- A lesson's links are part of what the lesson shows, and an assignment's lesson is kept per the lesson's
-- updated_at (lib/kept-parts): every statement that writes lesson_practices moves the updated_at of each
-- lesson whose links it wrote (its lessons_touch trigger), whoever writes — the lesson form, a practice's
-- cascade, plain SQL.
CREATE OR REPLACE FUNCTION charla_touch_linked_lessons() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE lessons SET updated_at = now() WHERE id IN (SELECT lesson_id FROM old_links UNION SELECT lesson_id FROM new_links);
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE lessons SET updated_at = now() WHERE id IN (SELECT lesson_id FROM new_links);
  ELSE
    UPDATE lessons SET updated_at = now() WHERE id IN (SELECT lesson_id FROM old_links);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER lesson_practices_touch_insert AFTER INSERT ON lesson_practices REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION charla_touch_linked_lessons();
--> statement-breakpoint
CREATE TRIGGER lesson_practices_touch_update AFTER UPDATE ON lesson_practices REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION charla_touch_linked_lessons();
--> statement-breakpoint
CREATE TRIGGER lesson_practices_touch_delete AFTER DELETE ON lesson_practices REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION charla_touch_linked_lessons();
