CREATE TABLE "passenger_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"passenger_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reporting_user_id" integer,
	"reason" text NOT NULL,
	"comment" text,
	"realized_by_id" integer,
	"realized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "passenger_changes_kind" CHECK ("passenger_changes"."kind" in ('added', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "passenger_changes" ADD CONSTRAINT "passenger_changes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passenger_changes" ADD CONSTRAINT "passenger_changes_passenger_id_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."passengers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passenger_changes" ADD CONSTRAINT "passenger_changes_reporting_user_id_users_id_fk" FOREIGN KEY ("reporting_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passenger_changes" ADD CONSTRAINT "passenger_changes_realized_by_id_users_id_fk" FOREIGN KEY ("realized_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passenger_changes_created" ON "passenger_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "passenger_changes_course" ON "passenger_changes" USING btree ("course_id");