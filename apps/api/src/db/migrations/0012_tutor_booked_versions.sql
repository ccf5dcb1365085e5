CREATE TABLE "tutor_booked_versions" (
	"tutor_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tutor_booked_versions_tutor_id_shard_pk" PRIMARY KEY("tutor_id","shard")
);
--> statement-breakpoint
-- Moves the writing backend's shard of each tutor's version forward, in key order.
CREATE OR REPLACE FUNCTION charla_bump_tutor_versions(tutor_ids uuid[]) RETURNS void AS $$
  INSERT INTO tutor_booked_versions AS v (tutor_id, shard, version)
  SELECT DISTINCT t, pg_backend_pid() % 16, 1 FROM unnest(tutor_ids) AS t WHERE t IS NOT NULL ORDER BY 1
  ON CONFLICT (tutor_id, shard) DO UPDATE SET version = v.version + 1
$$ LANGUAGE sql;
--> statement-breakpoint
-- The triggers of migration 0011, now also moving the versions of the tutors whose live sessions changed
-- (a time, a tutor or a state; not feedback or a link).
CREATE OR REPLACE FUNCTION charla_tutor_load_inserted() RETURNS trigger AS $$
BEGIN
  PERFORM charla_add_tutor_load(array_agg(tutor_id), array_agg(meeting_time), array_agg(1))
  FROM new_rows WHERE estado <> 'cancelada';
  PERFORM charla_bump_tutor_versions(array_agg(tutor_id)) FROM new_rows WHERE estado <> 'cancelada';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charla_tutor_load_deleted() RETURNS trigger AS $$
BEGIN
  PERFORM charla_add_tutor_load(array_agg(tutor_id), array_agg(meeting_time), array_agg(-1))
  FROM old_rows WHERE estado <> 'cancelada';
  PERFORM charla_bump_tutor_versions(array_agg(tutor_id)) FROM old_rows WHERE estado <> 'cancelada';
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
  PERFORM charla_bump_tutor_versions(array_agg(c.tutor_id))
  FROM (SELECT unnest(array[n.tutor_id, o.tutor_id]) AS tutor_id
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.tutor_id, n.meeting_time, n.estado) IS DISTINCT FROM (o.tutor_id, o.meeting_time, o.estado)) AS c;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charla_tutor_load_truncated() RETURNS trigger AS $$
BEGIN
  DELETE FROM tutor_month_load;
  UPDATE tutor_booked_versions SET version = version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
