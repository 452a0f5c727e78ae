CREATE TABLE "ride_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"created_by_id" integer NOT NULL,
	"mark" integer NOT NULL,
	"comment" text,
	"waiting_time" integer,
	"extreme_waiting" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_ratings_mark" CHECK ("ride_ratings"."mark" in (1, 3, 5)),
	CONSTRAINT "ride_ratings_one_waiting" CHECK (("ride_ratings"."waiting_time" is null) <> ("ride_ratings"."extreme_waiting" is null))
);
--> statement-breakpoint
ALTER TABLE "ride_comments" ADD CONSTRAINT "ride_comments_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_comments" ADD CONSTRAINT "ride_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_ratings" ADD CONSTRAINT "ride_ratings_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_ratings" ADD CONSTRAINT "ride_ratings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_comments_ride" ON "ride_comments" USING btree ("ride_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ride_ratings_ride_author" ON "ride_ratings" USING btree ("ride_id","created_by_id");