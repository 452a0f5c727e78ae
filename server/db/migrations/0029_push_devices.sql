CREATE TABLE "push_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"subscription" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_devices_endpoint" ON "push_devices" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_devices_user" ON "push_devices" USING btree ("user_id");--> statement-breakpoint
-- Each stored device token becomes that user's one device (issue 34, spec-decisions row 763). Only a
-- subscription's JSON (row 560) is read, checked before the cast so an older free-text token cannot stop
-- the migration; a browser stored by two users goes to the one who updated their account last.
INSERT INTO "push_devices" ("user_id", "endpoint", "subscription")
SELECT DISTINCT ON ("endpoint") "id", "endpoint", "device_token"
FROM (
  SELECT "id", "updated_at", "device_token",
    CASE WHEN "device_token" LIKE '{"endpoint":"https://%}' THEN "device_token"::jsonb ->> 'endpoint' END AS "endpoint"
  FROM "users"
  WHERE "device_token" IS NOT NULL
) AS "tokens"
WHERE "endpoint" IS NOT NULL
ORDER BY "endpoint", "updated_at" DESC;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "device_token";