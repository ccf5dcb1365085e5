-- A lesson's task and notes as safe HTML (docs/decisions/027), written by the API with the markdown
-- renderer of @charla/domain; html_version 0 means "not rendered yet": db/migrate.ts renders those rows
-- (and any rendered by an older renderer) after the SQL migrations.
ALTER TABLE "lessons" ADD COLUMN "task_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "notes_html" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "html_version" integer DEFAULT 0 NOT NULL;