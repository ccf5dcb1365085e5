CREATE TABLE "practice_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stat_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	"exercise_key" text NOT NULL,
	"correct" boolean NOT NULL,
	"attempt" integer NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_attempts_key_check" CHECK (char_length("practice_attempts"."exercise_key") between 1 and 200),
	CONSTRAINT "practice_attempts_attempt_check" CHECK ("practice_attempts"."attempt" between 1 and 1000),
	CONSTRAINT "practice_attempts_elapsed_check" CHECK ("practice_attempts"."elapsed_ms" between 0 and 3600000)
);
--> statement-breakpoint
DROP INDEX "practice_stats_user_practice_idx";--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_stat_id_practice_stats_id_fk" FOREIGN KEY ("stat_id") REFERENCES "public"."practice_stats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_attempts_stat_idx" ON "practice_attempts" USING btree ("stat_id");--> statement-breakpoint
CREATE INDEX "practice_attempts_missed_idx" ON "practice_attempts" USING btree ("user_id","practice_id","exercise_key") WHERE not "practice_attempts"."correct";--> statement-breakpoint
CREATE INDEX "practice_stats_user_practice_created_idx" ON "practice_stats" USING btree ("user_id","practice_id","created_at");--> statement-breakpoint
CREATE INDEX "practice_stats_practice_idx" ON "practice_stats" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "practice_stats_created_idx" ON "practice_stats" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "practice_stats" ADD CONSTRAINT "practice_stats_counts_check" CHECK ("practice_stats"."first_try_correct_ones" >= 0 and "practice_stats"."first_try_correct_ones" <= "practice_stats"."completed" and "practice_stats"."completed" <= "practice_stats"."total_attempts");--> statement-breakpoint
ALTER TABLE "practice_stats" ADD CONSTRAINT "practice_stats_scores_check" CHECK ("practice_stats"."average_attempts" >= 0 and "practice_stats"."accuracy" between 0 and 100 and "practice_stats"."probability_of_knowing" between 0 and 1 and "practice_stats"."score" >= 0);