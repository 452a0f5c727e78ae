CREATE TABLE "brand_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"registration_number" text NOT NULL,
	"vin" text NOT NULL,
	"engine_capacity" integer NOT NULL,
	"initial_mileage" integer NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"main" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cars_engine_capacity" CHECK ("cars"."engine_capacity" >= 900),
	CONSTRAINT "cars_initial_mileage" CHECK ("cars"."initial_mileage" > 0)
);
--> statement-breakpoint
ALTER TABLE "brand_models" ADD CONSTRAINT "brand_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_model_id_brand_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."brand_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_models_name" ON "brand_models" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "cars_company" ON "cars" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "cars_user" ON "cars" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_registration_active" ON "cars" USING btree (upper("registration_number")) WHERE "cars"."main";