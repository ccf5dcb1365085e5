-- The caller's version (docs/decisions/013, twenty-fifth session) is their user's updated_at and the version
-- of access as a whole: a row of table_versions that every statement writing roles or user_views moves
-- forward, in the writing transaction. A read made with a cached caller checks it in its own statement
-- (access/actor.ts) with two index probes instead of a function call that joined the role and the view: that
-- check was the largest part of PostgreSQL's work for a cached read. A change to any role or view now moves
-- every caller's version, so each caller is read again once; such changes are an administrator's, and rare.
INSERT INTO table_versions (name, version) VALUES ('access', 0) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION charla_bump_access_version() RETURNS trigger AS $$
BEGIN
  INSERT INTO table_versions (name, version) VALUES ('access', 1)
  ON CONFLICT (name) DO UPDATE SET version = table_versions.version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER roles_access_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_access_version();
--> statement-breakpoint
CREATE TRIGGER user_views_access_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_views FOR EACH STATEMENT EXECUTE FUNCTION charla_bump_access_version();
--> statement-breakpoint
DROP FUNCTION charla_version_text(timestamptz, timestamptz, timestamptz);
--> statement-breakpoint
-- The version as text, written once: STABLE and a single expression, so a statement inlines it. A missing
-- access row (a truncated table_versions) reads as 0 everywhere alike.
CREATE FUNCTION charla_version_text(user_at timestamptz, access_version bigint) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT user_at::text || '|' || coalesce(access_version, 0)::text $$;
--> statement-breakpoint
-- For statements planned for each run and for writes (actorVersionOf): PL/pgSQL plans its query once per
-- connection.
CREATE OR REPLACE FUNCTION charla_caller_version(caller uuid) RETURNS text
  LANGUAGE plpgsql STABLE
  AS $$
BEGIN
  RETURN (SELECT charla_version_text(u.updated_at, a.version)
    FROM users u LEFT JOIN table_versions a ON a.name = 'access'
    WHERE u.id = caller);
END
$$;
