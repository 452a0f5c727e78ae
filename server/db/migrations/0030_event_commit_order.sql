-- Each event records its writing transaction: streams read the log in (xid, id) order, only below the
-- oldest running transaction, so no event can commit behind what a client has seen (spec-decisions row 305).
-- Rows logged before are 0: first, and settled.
ALTER TABLE "events" ADD COLUMN "xid" "xid8" DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "events_position" ON "events" USING btree ("xid","id");