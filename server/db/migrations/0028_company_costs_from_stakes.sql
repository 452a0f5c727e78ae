ALTER TABLE "company_transport_costs" DROP CONSTRAINT "company_transport_costs_values";--> statement-breakpoint
ALTER TABLE "company_transport_costs" ALTER COLUMN "price_by_kilometer" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "company_transport_costs" ALTER COLUMN "price_by_kilometer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_transport_costs" ADD CONSTRAINT "company_transport_costs_values" CHECK (("company_transport_costs"."price_by_kilometer" is null or "company_transport_costs"."price_by_kilometer" >= 0) and ("company_transport_costs"."price_by_waiting" is null or "company_transport_costs"."price_by_waiting" >= 0));--> statement-breakpoint
-- Rows never saved (version 1) with a 0 price were made by the table's first read, not priced by anyone:
-- they now follow the contractor link's stakes (spec-decisions row 650).
UPDATE "company_transport_costs" SET "price_by_kilometer" = NULL WHERE "version" = 1 AND "price_by_kilometer" = 0;
