CREATE TABLE "security_audit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_type" text NOT NULL,
	"actor_id" integer,
	"actor_username" text,
	"subject_id" integer,
	"subject_username" text,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "security_audit_logs_occurred_at" ON "security_audit_logs" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "security_audit_logs_event_type" ON "security_audit_logs" USING btree ("event_type","occurred_at");--> statement-breakpoint
CREATE INDEX "security_audit_logs_actor" ON "security_audit_logs" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "security_audit_logs_subject" ON "security_audit_logs" USING btree ("subject_id");