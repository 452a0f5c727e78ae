CREATE TABLE "accommodations" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" text NOT NULL,
	"rooms" integer DEFAULT 1 NOT NULL,
	"remarks" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "accommodations_nights" CHECK ("accommodations"."check_out" > "accommodations"."check_in"),
	CONSTRAINT "accommodations_status" CHECK ("accommodations"."status" in ('booked', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_hotel_id_places_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodations_hotel" ON "accommodations" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "accommodations_check_in" ON "accommodations" USING btree ("check_in");