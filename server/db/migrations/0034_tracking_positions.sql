CREATE TABLE "course_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_positions" ADD CONSTRAINT "course_positions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_positions_course_at" ON "course_positions" USING btree ("course_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_positions_at" ON "course_positions" USING btree ("at");