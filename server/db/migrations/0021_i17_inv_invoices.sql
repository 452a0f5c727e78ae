CREATE TABLE "invoice_courses" (
	"invoice_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_courses_invoice_id_course_id_pk" PRIMARY KEY("invoice_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity_unit" text NOT NULL,
	"tax" integer NOT NULL,
	"price" integer NOT NULL,
	"quantity" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"seller_id" integer NOT NULL,
	"month" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_seller_id_month_pk" PRIMARY KEY("seller_id","month")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"place" text NOT NULL,
	"issue_date" date NOT NULL,
	"sell_date" date NOT NULL,
	"payment_to" date NOT NULL,
	"kilometer_stake" integer NOT NULL,
	"wait_stake" integer NOT NULL,
	"status" integer NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in (1, 2, 3, 4, 10))
);
--> statement-breakpoint
ALTER TABLE "invoice_courses" ADD CONSTRAINT "invoice_courses_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_courses" ADD CONSTRAINT "invoice_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_number_counters" ADD CONSTRAINT "invoice_number_counters_seller_id_companies_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_companies_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_id_companies_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_courses_once" ON "invoice_courses" USING btree ("course_id") WHERE "invoice_courses"."active";--> statement-breakpoint
CREATE INDEX "invoice_items_invoice" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_seller_number" ON "invoices" USING btree ("seller_id","number");--> statement-breakpoint
CREATE INDEX "invoices_seller_issue" ON "invoices" USING btree ("seller_id","issue_date");