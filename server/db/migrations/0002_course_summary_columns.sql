ALTER TABLE "courses" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "ride_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "open_ride_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "attention_ride_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "active_ride_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "waiting_deadline" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "courses_starts_at" ON "courses" USING btree ("starts_at");