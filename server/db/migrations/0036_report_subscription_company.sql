DROP INDEX "report_subscriptions_user_report";--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_user_report_company" UNIQUE NULLS NOT DISTINCT("user_id","report","company_id");