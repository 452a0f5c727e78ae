CREATE TABLE "fuel_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_number" text NOT NULL,
	"fuel_company_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"car_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_transaction_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"fuel_company_id" integer NOT NULL,
	"user_id" integer,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"row_count" integer NOT NULL,
	"inserted_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"fuel_card_id" integer NOT NULL,
	"car_id" integer,
	"driver_id" integer,
	"transaction_date" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"gross_discount" integer NOT NULL,
	"gross_value_after_discount" integer NOT NULL,
	"net_discount" integer NOT NULL,
	"net_value_after_discount" integer NOT NULL,
	"net_value_before_discount" integer NOT NULL,
	"import_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fuel_cards" ADD CONSTRAINT "fuel_cards_fuel_company_id_fuel_companies_id_fk" FOREIGN KEY ("fuel_company_id") REFERENCES "public"."fuel_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_cards" ADD CONSTRAINT "fuel_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_cards" ADD CONSTRAINT "fuel_cards_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_cards" ADD CONSTRAINT "fuel_cards_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transaction_imports" ADD CONSTRAINT "fuel_transaction_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transaction_imports" ADD CONSTRAINT "fuel_transaction_imports_fuel_company_id_fuel_companies_id_fk" FOREIGN KEY ("fuel_company_id") REFERENCES "public"."fuel_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transaction_imports" ADD CONSTRAINT "fuel_transaction_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_fuel_card_id_fuel_cards_id_fk" FOREIGN KEY ("fuel_card_id") REFERENCES "public"."fuel_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_import_id_fuel_transaction_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."fuel_transaction_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_cards_number" ON "fuel_cards" USING btree ("company_id","fuel_company_id","card_number");--> statement-breakpoint
CREATE INDEX "fuel_cards_car" ON "fuel_cards" USING btree ("car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_companies_name" ON "fuel_companies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_transactions_row" ON "fuel_transactions" USING btree ("fuel_card_id","transaction_date","amount","gross_value_after_discount","net_value_after_discount");--> statement-breakpoint
CREATE INDEX "fuel_transactions_company_date" ON "fuel_transactions" USING btree ("company_id","transaction_date");