-- The course list's data version (issue 32, ADR 014 amendment of session 44): one counter that every
-- committed transaction writing a table the list may read moves by one, read by the session statement
-- before the answer's data (server/auth/session-user.ts). Before, the version was pg_current_snapshot(),
-- which every transaction moves, so a car's position (100 a second with 500 cars), a login attempt, a
-- token refresh or an outbox message ended every stored list page.
--
-- Why a deferred constraint trigger per row and not a statement trigger: the counter's row is locked
-- from its update to the commit, and taking it at the commit, after every other lock the transaction
-- holds, means no transaction waits for it while holding a lock another one needs (no deadlock with
-- the course locks taken by `select ... for update`). A transaction moves it once: the first row
-- event marks the transaction (a transaction-local setting), the others return at once.
--
-- Every table of the public schema has it except those the course list never reads
-- (server/http/response-cache/data-version.ts names them; data-version.test.ts proves
-- the list's statements name none of them and that every other table has the trigger, so a table a
-- later migration creates must be given it: `SELECT kursownik_watch_for_course_list('<table>')`).
CREATE TABLE course_list_version (
  id smallint PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO course_list_version (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kursownik_bump_course_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kursownik.course_list_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('kursownik.course_list_bumped', 'on', true);
    UPDATE course_list_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kursownik_watch_for_course_list(target text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE CONSTRAINT TRIGGER kursownik_course_list_version AFTER INSERT OR UPDATE OR DELETE ON %I '
    'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kursownik_bump_course_list_version()', target);
  EXECUTE format('CREATE TRIGGER kursownik_course_list_version_truncate AFTER TRUNCATE ON %I '
    'FOR EACH STATEMENT EXECUTE FUNCTION kursownik_bump_course_list_version()', target);
END $$;
--> statement-breakpoint
SELECT kursownik_watch_for_course_list(tablename) FROM pg_tables
WHERE schemaname = current_schema() AND tablename NOT IN (
  'course_list_version',
  'course_positions', 'login_attempts', 'security_audit_logs', 'outbox_messages', 'refresh_tokens',
  'push_devices', 'report_deliveries', 'report_subscriptions', 'calendar_feeds', 'password_reset_tokens',
  'events', '__drizzle_migrations'
);
