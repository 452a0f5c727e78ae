CREATE TABLE "mileage_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"reading" integer NOT NULL,
	"protocol_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_protocols" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"driver_id" integer,
	"new_driver_id" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transfer_at" timestamp with time zone NOT NULL,
	"mileage_reading" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'waiting_for_acceptance' NOT NULL,
	"transfer_accepted_at" timestamp with time zone,
	"validated_at" timestamp with time zone,
	"validated_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "transfer_protocols_status" CHECK ("transfer_protocols"."status" in ('waiting_for_acceptance', 'waiting_for_validation', 'accepted', 'declined')),
	CONSTRAINT "transfer_protocols_mileage" CHECK ("transfer_protocols"."mileage_reading" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mileage_readings" ADD CONSTRAINT "mileage_readings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_readings" ADD CONSTRAINT "mileage_readings_protocol_id_transfer_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."transfer_protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_protocols" ADD CONSTRAINT "transfer_protocols_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_protocols" ADD CONSTRAINT "transfer_protocols_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_protocols" ADD CONSTRAINT "transfer_protocols_new_driver_id_users_id_fk" FOREIGN KEY ("new_driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_protocols" ADD CONSTRAINT "transfer_protocols_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_protocols" ADD CONSTRAINT "transfer_protocols_validated_by_id_users_id_fk" FOREIGN KEY ("validated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mileage_readings_car" ON "mileage_readings" USING btree ("car_id","reading");--> statement-breakpoint
CREATE INDEX "transfer_protocols_car" ON "transfer_protocols" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "transfer_protocols_new_driver" ON "transfer_protocols" USING btree ("new_driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_protocols_one_pending" ON "transfer_protocols" USING btree ("car_id") WHERE "transfer_protocols"."status" in ('waiting_for_acceptance', 'waiting_for_validation');