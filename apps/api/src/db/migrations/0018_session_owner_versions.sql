CREATE TABLE "session_owner_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A version per student whose sessions these are (sessions.user_id), moved forward in the writing transaction
-- by every statement that writes one of their sessions, whoever writes: a booking, a cancellation, feedback,
-- a cascade, plain SQL. A page of a student's own sessions is kept at that version (lib/owner-pages.ts) and
-- served again only while a statement of the request sees it. Owners in key order, as the tutors' versions.
CREATE OR REPLACE FUNCTION charla_bump_session_owners(owner_ids uuid[]) RETURNS void AS $$
  INSERT INTO session_owner_versions AS v (user_id, version)
  SELECT DISTINCT o, 1 FROM unnest(owner_ids) AS o WHERE o IS NOT NULL ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charla_session_owners_written() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM charla_bump_session_owners(array(SELECT user_id FROM new_owners));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM charla_bump_session_owners(array(SELECT user_id FROM old_owners));
  ELSE
    PERFORM charla_bump_session_owners(array(SELECT user_id FROM new_owners UNION SELECT user_id FROM old_owners));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charla_session_owners_truncated() RETURNS trigger AS $$
BEGIN
  UPDATE session_owner_versions SET version = version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_owners_insert AFTER INSERT ON sessions REFERENCING NEW TABLE AS new_owners FOR EACH STATEMENT EXECUTE FUNCTION charla_session_owners_written();
--> statement-breakpoint
CREATE TRIGGER sessions_owners_update AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_owners NEW TABLE AS new_owners FOR EACH STATEMENT EXECUTE FUNCTION charla_session_owners_written();
--> statement-breakpoint
CREATE TRIGGER sessions_owners_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_owners FOR EACH STATEMENT EXECUTE FUNCTION charla_session_owners_written();
--> statement-breakpoint
CREATE TRIGGER sessions_owners_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION charla_session_owners_truncated();
--> statement-breakpoint
-- Every student who has sessions gets a row, so a truncation moves their version too.
INSERT INTO session_owner_versions (user_id, version) SELECT DISTINCT user_id, 0 FROM sessions ON CONFLICT (user_id) DO NOTHING;
--> statement-breakpoint
-- What a page of a student's own sessions shows besides the sessions: the student's name and plan (their
-- users row, touched on every write, and their plan's), and the tutors' names (the tutors' table version).
-- As a function its query is planned once per connection by PL/pgSQL; STABLE, it reads in the calling
-- statement's snapshot.
CREATE FUNCTION charla_session_owner_version(owner uuid) RETURNS text
  LANGUAGE plpgsql STABLE
  AS $$
BEGIN
  RETURN (SELECT coalesce(v.version, 0)::text || '|' || u.updated_at::text || '|' || coalesce(p.updated_at::text, '')
      || '|' || coalesce((SELECT t.version FROM table_versions t WHERE t.name = 'tutors'), 0)::text
    FROM users u
    LEFT JOIN plans p ON p.id = u.plan_id
    LEFT JOIN session_owner_versions v ON v.user_id = u.id
    WHERE u.id = owner);
END
$$;
