-- Issue 48: tutors teach languages (docs/decisions/029). Tutors already there keep every language the
-- plans use today, so nobody loses a booking they could make before; an admin then narrows each one.
ALTER TABLE "tutors" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_languages_check" CHECK ("tutors"."languages" <@ array['en', 'es', 'fr']::text[]);--> statement-breakpoint
UPDATE "tutors" SET "languages" = coalesce((SELECT array_agg(DISTINCT "language" ORDER BY "language") FROM "plans"), '{}'::text[]);
