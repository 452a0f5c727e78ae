CREATE TABLE "driver_absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_absences_order" CHECK ("driver_absences"."date_to" >= "driver_absences"."date_from")
);
--> statement-breakpoint
ALTER TABLE "driver_absences" ADD CONSTRAINT "driver_absences_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_absences" ADD CONSTRAINT "driver_absences_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_absences_driver" ON "driver_absences" USING btree ("driver_id","date_from");