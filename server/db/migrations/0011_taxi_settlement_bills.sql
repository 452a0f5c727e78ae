CREATE TABLE "course_bills" (
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"distance" integer,
	"waiting_hundredths_of_hour" integer,
	"highway_cost" integer,
	"comment" text,
	CONSTRAINT "course_bills_course_id_kind_pk" PRIMARY KEY("course_id","kind")
);
--> statement-breakpoint
CREATE TABLE "ride_settlements" (
	"ride_id" integer PRIMARY KEY NOT NULL,
	"distance" integer,
	"waiting_hundredths_of_hour" integer,
	"highway_cost" integer,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "settlement_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"ride_id" integer,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_bills" ADD CONSTRAINT "course_bills_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_settlements" ADD CONSTRAINT "ride_settlements_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_history" ADD CONSTRAINT "settlement_history_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_history" ADD CONSTRAINT "settlement_history_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_history" ADD CONSTRAINT "settlement_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_history_course" ON "settlement_history" USING btree ("course_id","id");