DROP INDEX "courses_starts_at";--> statement-breakpoint
CREATE INDEX "courses_starts_at" ON "courses" USING btree ("starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);