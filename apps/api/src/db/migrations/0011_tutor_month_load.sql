CREATE TABLE "tutor_month_load" (
	"tutor_id" uuid NOT NULL,
	"month_start" timestamp with time zone NOT NULL,
	"shard" smallint NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tutor_month_load_tutor_id_month_start_shard_pk" PRIMARY KEY("tutor_id","month_start","shard")
);

--> statement-breakpoint
-- The display-zone month (packages/domain DISPLAY_TIME_ZONE; test/tutor-load.test.ts proves them equal)
-- holding an instant, as its first instant: displayMonthOf(instant).start.
CREATE OR REPLACE FUNCTION charla_display_month(instant timestamptz) RETURNS timestamptz AS $$
  SELECT date_trunc('month', instant AT TIME ZONE 'America/Mexico_City') AT TIME ZONE 'America/Mexico_City'
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Adds changes of live sessions per tutor and month to the writing backend's shard, in key order (one
-- statement's counter locks never cross another's).
CREATE OR REPLACE FUNCTION charla_add_tutor_load(tutor_ids uuid[], instants timestamptz[], deltas int[]) RETURNS void AS $$
  INSERT INTO tutor_month_load AS l (tutor_id, month_start, shard, sessions)
  SELECT c.tutor_id, charla_display_month(c.instant), pg_backend_pid() % 16, sum(c.delta)::int
  FROM unnest(tutor_ids, instants, deltas) AS c(tutor_id, instant, delta)
  GROUP BY 1, 2
  HAVING sum(c.delta) <> 0
  ORDER BY 1, 2
  ON CONFLICT (tutor_id, month_start, shard) DO UPDATE SET sessions = l.sessions + excluded.sessions
$$ LANGUAGE sql;
--> statement-breakpoint
-- One trigger per kind of statement (a trigger with transition tables has one event), each passing the
-- live rows it added (+1) and removed (-1).
CREATE OR REPLACE FUNCTION charla_tutor_load_inserted() RETURNS trigger AS $$
BEGIN
  PERFORM charla_add_tutor_load(array_agg(tutor_id), array_agg(meeting_time), array_agg(1))
  FROM new_rows WHERE estado <> 'cancelada';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charla_tutor_load_deleted() RETURNS trigger AS $$
BEGIN
  PERFORM charla_add_tutor_load(array_agg(tutor_id), array_agg(meeting_time), array_agg(-1))
  FROM old_rows WHERE estado <> 'cancelada';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charla_tutor_load_updated() RETURNS trigger AS $$
BEGIN
  PERFORM charla_add_tutor_load(array_agg(c.tutor_id), array_agg(c.meeting_time), array_agg(c.delta))
  FROM (SELECT tutor_id, meeting_time, 1 AS delta FROM new_rows WHERE estado <> 'cancelada'
        UNION ALL
        SELECT tutor_id, meeting_time, -1 FROM old_rows WHERE estado <> 'cancelada') AS c;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charla_tutor_load_truncated() RETURNS trigger AS $$
BEGIN
  DELETE FROM tutor_month_load;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_load_inserted AFTER INSERT ON sessions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION charla_tutor_load_inserted();
--> statement-breakpoint
CREATE TRIGGER sessions_load_deleted AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION charla_tutor_load_deleted();
--> statement-breakpoint
CREATE TRIGGER sessions_load_updated AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION charla_tutor_load_updated();
--> statement-breakpoint
CREATE TRIGGER sessions_load_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION charla_tutor_load_truncated();
--> statement-breakpoint
-- The sessions written before the triggers (their lock on sessions holds other writers until this commits).
INSERT INTO tutor_month_load (tutor_id, month_start, shard, sessions)
SELECT tutor_id, charla_display_month(meeting_time), 0, count(*)::int
FROM sessions WHERE estado <> 'cancelada'
GROUP BY 1, 2;
