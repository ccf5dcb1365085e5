CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lesson_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"completed_at" timestamp with time zone,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_practices" (
	"lesson_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lesson_practices_lesson_id_practice_id_pk" PRIMARY KEY("lesson_id","practice_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"audio_file" text NOT NULL,
	"audio_seconds" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"video_url" text,
	"task" text DEFAULT '' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"sed_submission_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"maximum_reading_sessions" integer DEFAULT 0 NOT NULL,
	"maximum_speaking_sessions" integer DEFAULT 0 NOT NULL,
	"maximum_total_sessions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_language_check" CHECK ("plans"."language" in ('en', 'es', 'fr')),
	CONSTRAINT "plans_quotas_check" CHECK ("plans"."maximum_reading_sessions" >= 0 and "plans"."maximum_speaking_sessions" >= 0 and "plans"."maximum_total_sessions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "practice_stats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	"total_attempts" integer NOT NULL,
	"average_attempts" real NOT NULL,
	"first_try_correct_ones" integer NOT NULL,
	"completed" integer NOT NULL,
	"accuracy" real NOT NULL,
	"probability_of_knowing" real NOT NULL,
	"score" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"props" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"user_view_id" uuid,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "seds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"video_url" text NOT NULL,
	"audio_file" text NOT NULL,
	"audio_seconds" real,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"transcription" text,
	"total_words" integer,
	"feedback" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seds_status_check" CHECK ("seds"."status" in ('pendiente', 'procesando', 'listo', 'fallido'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"type" text NOT NULL,
	"meeting_time" timestamp with time zone NOT NULL,
	"meeting_url" text,
	"estado" text DEFAULT 'programada' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_type_check" CHECK ("sessions"."type" in ('speaking-session', 'reading-session')),
	CONSTRAINT "sessions_estado_check" CHECK ("sessions"."estado" in ('programada', 'cancelada'))
);
--> statement-breakpoint
CREATE TABLE "tutors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"public_name" text NOT NULL,
	"timezone" text DEFAULT 'America/Costa_Rica' NOT NULL,
	"availability" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blocked_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"views" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_views_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"role_id" uuid NOT NULL,
	"plan_id" uuid,
	"lesson_level" integer DEFAULT 0 NOT NULL,
	"current_lesson_id" uuid,
	"tutor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_lesson_level_check" CHECK ("users"."lesson_level" >= 0)
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_practices" ADD CONSTRAINT "lesson_practices_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_practices" ADD CONSTRAINT "lesson_practices_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_submissions" ADD CONSTRAINT "lesson_submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_submissions" ADD CONSTRAINT "lesson_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_stats" ADD CONSTRAINT "practice_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_stats" ADD CONSTRAINT "practice_stats_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_user_view_id_user_views_id_fk" FOREIGN KEY ("user_view_id") REFERENCES "public"."user_views"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seds" ADD CONSTRAINT "seds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_lesson_id_lessons_id_fk" FOREIGN KEY ("current_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_user_created_idx" ON "assignments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "assignments_lesson_idx" ON "assignments" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_practices_practice_idx" ON "lesson_practices" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "lesson_submissions_assignment_idx" ON "lesson_submissions" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "lesson_submissions_user_idx" ON "lesson_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lessons_title_idx" ON "lessons" USING btree ("title");--> statement-breakpoint
CREATE INDEX "practice_stats_user_practice_idx" ON "practice_stats" USING btree ("user_id","practice_id");--> statement-breakpoint
CREATE INDEX "practices_title_idx" ON "practices" USING btree ("title");--> statement-breakpoint
CREATE INDEX "seds_user_created_idx" ON "seds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_time_idx" ON "sessions" USING btree ("user_id","meeting_time");--> statement-breakpoint
CREATE INDEX "sessions_tutor_time_idx" ON "sessions" USING btree ("tutor_id","meeting_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_tutor_slot_uidx" ON "sessions" USING btree ("tutor_id","meeting_time") WHERE "sessions"."estado" <> 'cancelada';--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_plan_idx" ON "users" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "users_tutor_idx" ON "users" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");