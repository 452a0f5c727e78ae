CREATE TABLE "hotel_accounts" (
	"user_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	CONSTRAINT "hotel_accounts_user_id_hotel_id_pk" PRIMARY KEY("user_id","hotel_id")
);
--> statement-breakpoint
DROP INDEX "defined_kilometers_pair";--> statement-breakpoint
DROP INDEX "brands_name";--> statement-breakpoint
DROP INDEX "cars_registration_active";--> statement-breakpoint
ALTER TABLE "defined_kilometers" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "hotel_accounts" ADD CONSTRAINT "hotel_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_accounts" ADD CONSTRAINT "hotel_accounts_hotel_id_places_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_accounts_hotel" ON "hotel_accounts" USING btree ("hotel_id");--> statement-breakpoint
ALTER TABLE "defined_kilometers" ADD CONSTRAINT "defined_kilometers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "defined_kilometers_pair" ON "defined_kilometers" USING btree (coalesce("company_id", 0),"place_start_id","place_end_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name" ON "brands" USING btree (coalesce("company_id", 0),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cars_registration_active" ON "cars" USING btree (coalesce("company_id", 0),upper("registration_number")) WHERE "cars"."main";