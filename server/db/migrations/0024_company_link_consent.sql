ALTER TABLE "company_contractors" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "company_principals" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "stakes" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();