CREATE TABLE "employee_request_message_views" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_request_message_views_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "employee_request_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "employee_requests_status" CHECK ("employee_requests"."status" in ('open', 'finished'))
);
--> statement-breakpoint
ALTER TABLE "employee_request_message_views" ADD CONSTRAINT "employee_request_message_views_message_id_employee_request_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."employee_request_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_request_message_views" ADD CONSTRAINT "employee_request_message_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_request_messages" ADD CONSTRAINT "employee_request_messages_request_id_employee_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."employee_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_request_messages" ADD CONSTRAINT "employee_request_messages_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_requests" ADD CONSTRAINT "employee_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_request_message_views_user" ON "employee_request_message_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employee_request_messages_request" ON "employee_request_messages" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_request_messages_idempotency" ON "employee_request_messages" USING btree ("created_by_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "employee_requests_created_by" ON "employee_requests" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "employee_requests_created_at" ON "employee_requests" USING btree ("created_at");