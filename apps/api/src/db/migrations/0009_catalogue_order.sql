CREATE INDEX "lessons_created_idx" ON "lessons" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "practices_created_idx" ON "practices" USING btree ("created_at","id");