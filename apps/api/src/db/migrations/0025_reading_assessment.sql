ALTER TABLE "lessons" ADD COLUMN "reading_text" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "reading_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_submissions" ADD COLUMN "reading_text" text;--> statement-breakpoint
ALTER TABLE "lesson_submissions" ADD COLUMN "reading_language" text;--> statement-breakpoint
ALTER TABLE "lesson_submissions" ADD COLUMN "reading" jsonb;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_reading_language_check" CHECK ("lessons"."reading_language" in ('en', 'es', 'fr'));