CREATE TABLE "kilometer_reports" (
	"ride_id" integer PRIMARY KEY NOT NULL,
	"distance" integer NOT NULL,
	"highway_cost" integer,
	"comment" text,
	"inconsistency_comment" text,
	"reported_by_id" integer,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kilometer_reports_distance" CHECK ("kilometer_reports"."distance" >= 0),
	CONSTRAINT "kilometer_reports_highway_cost" CHECK ("kilometer_reports"."highway_cost" is null or "kilometer_reports"."highway_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "from_starting_place_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "to_starting_place_id" integer;--> statement-breakpoint
ALTER TABLE "kilometer_reports" ADD CONSTRAINT "kilometer_reports_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilometer_reports" ADD CONSTRAINT "kilometer_reports_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_from_starting_place_id_places_id_fk" FOREIGN KEY ("from_starting_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_to_starting_place_id_places_id_fk" FOREIGN KEY ("to_starting_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;