CREATE TABLE "company_transport_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"transport_company_id" integer NOT NULL,
	"price_by_kilometer" integer DEFAULT 0 NOT NULL,
	"price_by_waiting" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "company_transport_costs_values" CHECK ("company_transport_costs"."price_by_kilometer" >= 0 and ("company_transport_costs"."price_by_waiting" is null or "company_transport_costs"."price_by_waiting" >= 0))
);
--> statement-breakpoint
CREATE TABLE "defined_kilometers" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_start_id" integer NOT NULL,
	"place_end_id" integer NOT NULL,
	"kilometers" integer NOT NULL,
	"time" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "defined_kilometers_values" CHECK ("defined_kilometers"."kilometers" >= 0 and "defined_kilometers"."time" >= 0)
);
--> statement-breakpoint
ALTER TABLE "company_transport_costs" ADD CONSTRAINT "company_transport_costs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_transport_costs" ADD CONSTRAINT "company_transport_costs_transport_company_id_companies_id_fk" FOREIGN KEY ("transport_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defined_kilometers" ADD CONSTRAINT "defined_kilometers_place_start_id_places_id_fk" FOREIGN KEY ("place_start_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defined_kilometers" ADD CONSTRAINT "defined_kilometers_place_end_id_places_id_fk" FOREIGN KEY ("place_end_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_transport_costs_pair" ON "company_transport_costs" USING btree ("company_id","transport_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "defined_kilometers_pair" ON "defined_kilometers" USING btree ("place_start_id","place_end_id");