-- The caller's version (docs/decisions/013, eleventh session): their user's, role's and view's updated_at as
-- one text. A read made with a cached caller checks it in its own statement (access/actor.ts). As a function,
-- the check costs a planner nothing: a statement planned for each run's values (a `q` search) planned the
-- three-table subquery every time, a sixth of its cost. Its query is planned once per connection by PL/pgSQL;
-- STABLE, it reads in the calling statement's snapshot.
CREATE FUNCTION charla_version_text(user_at timestamptz, role_at timestamptz, view_at timestamptz) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT user_at::text || '|' || role_at::text || '|' || coalesce(view_at::text, '') $$;
--> statement-breakpoint
CREATE FUNCTION charla_caller_version(caller uuid) RETURNS text
  LANGUAGE plpgsql STABLE
  AS $$
BEGIN
  RETURN (SELECT charla_version_text(u.updated_at, r.updated_at, v.updated_at)
    FROM users u JOIN roles r ON r.id = u.role_id LEFT JOIN user_views v ON v.id = r.user_view_id
    WHERE u.id = caller);
END
$$;
