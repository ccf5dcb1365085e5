CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "lesson_submissions_assignment_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_submissions_assignment_uidx" ON "lesson_submissions" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "lessons_title_trgm_idx" ON "lessons" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "practices_title_trgm_idx" ON "practices" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- System views seeded before issue 9: tutors reach assignments through their students, students
-- reach lessons through their assignments (DESIGN §5). Only views still as seeded are changed.
UPDATE "user_views" SET "views" = jsonb_set("views", '{assignments}', '[{"operations":["create","list","read","update","delete"],"user_field":"tutor_id","collection_field":"student_tutor_id","operator":"$eq"}]'::jsonb) || '{"lesson_submissions":[{"operations":["list","read"],"user_field":"tutor_id","collection_field":"student_tutor_id","operator":"$eq"}]}'::jsonb
WHERE "id" = '00000000-0000-7000-8000-000000000103' AND "views"->'assignments' = '[{"operations":["create","list","read","update","delete"],"user_field":"id","collection_field":"assigned_by","operator":"$eq"}]'::jsonb;--> statement-breakpoint
UPDATE "user_views" SET "views" = jsonb_set("views", '{lessons}', '[{"operations":["list","read"],"user_field":"id","collection_field":"assigned_user_ids","operator":"$contains"}]'::jsonb)
WHERE "id" = '00000000-0000-7000-8000-000000000102' AND "views"->'lessons' = '[]'::jsonb;
