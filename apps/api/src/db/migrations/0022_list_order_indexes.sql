CREATE INDEX "seds_created_idx" ON "seds" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sessions_time_idx" ON "sessions" USING btree ("meeting_time","id");--> statement-breakpoint
CREATE INDEX "assignments_created_idx" ON "assignments" USING btree ("created_at","id");