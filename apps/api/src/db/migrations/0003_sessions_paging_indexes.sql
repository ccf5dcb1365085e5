DROP INDEX "sessions_user_time_idx";--> statement-breakpoint
DROP INDEX "sessions_tutor_time_idx";--> statement-breakpoint
CREATE INDEX "sessions_user_time_idx" ON "sessions" USING btree ("user_id","meeting_time","id");--> statement-breakpoint
CREATE INDEX "sessions_tutor_time_idx" ON "sessions" USING btree ("tutor_id","meeting_time","id");