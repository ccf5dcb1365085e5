-- Issue 46: the read path's caches go (docs/decisions/013). Their statement triggers first (each trigger
-- function with CASCADE drops the triggers that call it), then the tables they kept and the helpers.
DROP FUNCTION IF EXISTS charla_bump_table_version() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_tutor_load_inserted() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_tutor_load_deleted() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_tutor_load_updated() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_tutor_load_truncated() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_touch_linked_lessons() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_session_owners_written() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_session_owners_truncated() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_bump_access_version() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_bump_access_version_if_changed() CASCADE;--> statement-breakpoint
DROP TABLE "table_versions" CASCADE;--> statement-breakpoint
DROP TABLE "session_owner_versions" CASCADE;--> statement-breakpoint
DROP TABLE "tutor_booked_versions" CASCADE;--> statement-breakpoint
DROP TABLE "tutor_month_load" CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_add_tutor_load(uuid[], timestamptz[], int[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_display_month(timestamptz);--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_bump_tutor_versions(uuid[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_bump_session_owners(uuid[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_session_owner_version(uuid);--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_caller_version(uuid);--> statement-breakpoint
DROP FUNCTION IF EXISTS charla_version_text(timestamptz, bigint);
