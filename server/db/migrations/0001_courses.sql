CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'planning' NOT NULL,
	"company_id" integer NOT NULL,
	"contractor_id" integer,
	"subcontractor_id" integer,
	"driver_id" integer,
	"driver_phone_number" text,
	"driver_start_at" timestamp with time zone,
	"driver_end_at" timestamp with time zone,
	"driver_distance" integer,
	"driver_waiting_hours" double precision,
	"driver_highway_cost" integer,
	"driver_comment" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"company_id" integer,
	"created_by_id" integer,
	"driver_has_to_accept_at" timestamp with time zone,
	"from_starting_base_id" integer,
	"to_starting_base_id" integer,
	"route_url" text,
	"distance_sum" double precision,
	"starts_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segment_employees" (
	"segment_id" integer NOT NULL,
	"passenger_id" integer NOT NULL,
	CONSTRAINT "segment_employees_segment_id_passenger_id_pk" PRIMARY KEY("segment_id","passenger_id")
);
--> statement-breakpoint
CREATE TABLE "segment_locomotives" (
	"segment_id" integer NOT NULL,
	"locomotive_id" integer NOT NULL,
	CONSTRAINT "segment_locomotives_segment_id_locomotive_id_pk" PRIMARY KEY("segment_id","locomotive_id")
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"position" integer NOT NULL,
	"waypoint_start_id" integer NOT NULL,
	"waypoint_end_id" integer NOT NULL,
	"distance" double precision,
	"time" integer,
	"time_and_distance_source" text DEFAULT 'fallback' NOT NULL,
	"unlock_defined" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waypoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"position" integer NOT NULL,
	"place_id" integer,
	"time" timestamp with time zone,
	"achieved_at_by_driver" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_contractor_id_companies_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_subcontractor_id_companies_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_from_starting_base_id_starting_bases_id_fk" FOREIGN KEY ("from_starting_base_id") REFERENCES "public"."starting_bases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_to_starting_base_id_starting_bases_id_fk" FOREIGN KEY ("to_starting_base_id") REFERENCES "public"."starting_bases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_employees" ADD CONSTRAINT "segment_employees_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_employees" ADD CONSTRAINT "segment_employees_passenger_id_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."passengers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_locomotives" ADD CONSTRAINT "segment_locomotives_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_locomotives" ADD CONSTRAINT "segment_locomotives_locomotive_id_locomotives_id_fk" FOREIGN KEY ("locomotive_id") REFERENCES "public"."locomotives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_waypoint_start_id_waypoints_id_fk" FOREIGN KEY ("waypoint_start_id") REFERENCES "public"."waypoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_waypoint_end_id_waypoints_id_fk" FOREIGN KEY ("waypoint_end_id") REFERENCES "public"."waypoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waypoints" ADD CONSTRAINT "waypoints_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waypoints" ADD CONSTRAINT "waypoints_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_company" ON "courses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "courses_contractor" ON "courses" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "courses_subcontractor" ON "courses" USING btree ("subcontractor_id");--> statement-breakpoint
CREATE INDEX "courses_driver" ON "courses" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "courses_created_by" ON "courses" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "rides_course" ON "rides" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "rides_starts_at" ON "rides" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "rides_status" ON "rides" USING btree ("status");--> statement-breakpoint
CREATE INDEX "segment_employees_passenger" ON "segment_employees" USING btree ("passenger_id");--> statement-breakpoint
CREATE INDEX "segments_ride" ON "segments" USING btree ("ride_id");--> statement-breakpoint
CREATE INDEX "waypoints_ride" ON "waypoints" USING btree ("ride_id");