CREATE TABLE "driver_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"position" integer NOT NULL,
	"waypoint_start_id" integer NOT NULL,
	"waypoint_end_id" integer NOT NULL,
	"segment_id" integer,
	"distance" double precision,
	"time" integer,
	"time_and_distance_source" text DEFAULT 'fallback' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "driver_distance_sum" double precision;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "route_for_driver_relation" text;--> statement-breakpoint
ALTER TABLE "driver_segments" ADD CONSTRAINT "driver_segments_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_segments" ADD CONSTRAINT "driver_segments_waypoint_start_id_waypoints_id_fk" FOREIGN KEY ("waypoint_start_id") REFERENCES "public"."waypoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_segments" ADD CONSTRAINT "driver_segments_waypoint_end_id_waypoints_id_fk" FOREIGN KEY ("waypoint_end_id") REFERENCES "public"."waypoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_segments" ADD CONSTRAINT "driver_segments_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_segments_ride" ON "driver_segments" USING btree ("ride_id","position");