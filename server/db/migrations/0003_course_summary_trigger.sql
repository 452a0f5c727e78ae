-- Keeps the ride summary columns of courses (starts_at, ride counts, waiting deadline) in step with
-- rides, so the course list filters, counts and orders on courses alone. The status lists mirror
-- domain/courses/status-columns.ts; server/db/course-summary.test.ts fails when they drift apart.
CREATE OR REPLACE FUNCTION kursownik_known_ride_statuses() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['new', 'planning', 'waiting_for_transport_company_acceptance', 'not_accepted_by_transport_company',
    'accepted_by_transport_company', 'declined_by_transport_company', 'waiting_for_driver_acceptance',
    'not_accepted_by_driver', 'accepted_by_driver', 'declined_by_driver', 'finished', 'accepted_by_contractor',
    'accepted_by_customer', 'cancelled', 'cancelled_during_realization', 'tcr_inconsistency', 'created',
    'to_be_settled', 'inconsistency', 'settled', 'kcr_finished']::text[]
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kursownik_attention_ride_statuses() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['new', 'planning', 'not_accepted_by_transport_company', 'declined_by_transport_company',
    'not_accepted_by_driver', 'declined_by_driver', 'tcr_inconsistency', 'inconsistency']::text[]
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kursownik_closed_ride_statuses() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['finished', 'accepted_by_contractor', 'accepted_by_customer', 'cancelled',
    'cancelled_during_realization', 'to_be_settled', 'settled', 'kcr_finished']::text[]
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_course_ride_summaries(course_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE courses c SET
    starts_at = s.starts_at,
    ride_count = s.ride_count,
    open_ride_count = s.open_ride_count,
    attention_ride_count = s.attention_ride_count,
    active_ride_count = s.active_ride_count,
    waiting_deadline = s.waiting_deadline
  FROM (
    SELECT c2.id,
      min(r.starts_at) AS starts_at,
      count(r.id)::int AS ride_count,
      (count(r.id) FILTER (WHERE r.status <> ALL (kursownik_closed_ride_statuses())))::int AS open_ride_count,
      (count(r.id) FILTER (WHERE r.status = ANY (kursownik_attention_ride_statuses())
        OR r.status <> ALL (kursownik_known_ride_statuses())))::int AS attention_ride_count,
      (count(r.id) FILTER (WHERE r.status <> 'cancelled'))::int AS active_ride_count,
      min(CASE
        WHEN r.status = 'waiting_for_driver_acceptance' THEN least(r.starts_at, r.driver_has_to_accept_at)
        WHEN r.status = 'waiting_for_transport_company_acceptance' THEN r.starts_at
      END) AS waiting_deadline
    FROM courses c2 LEFT JOIN rides r ON r.course_id = c2.id
    WHERE c2.id = ANY (course_ids)
    GROUP BY c2.id
  ) s
  WHERE c.id = s.id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rides_after_insert_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_course_ride_summaries(ARRAY(SELECT DISTINCT course_id FROM new_rides));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rides_after_update_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_course_ride_summaries(ARRAY(
    SELECT course_id FROM new_rides UNION SELECT course_id FROM old_rides));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rides_after_delete_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_course_ride_summaries(ARRAY(SELECT DISTINCT course_id FROM old_rides));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rides_insert_course_summary AFTER INSERT ON rides
  REFERENCING NEW TABLE AS new_rides FOR EACH STATEMENT EXECUTE FUNCTION rides_after_insert_summary();
--> statement-breakpoint
CREATE TRIGGER rides_update_course_summary AFTER UPDATE ON rides
  REFERENCING NEW TABLE AS new_rides OLD TABLE AS old_rides FOR EACH STATEMENT EXECUTE FUNCTION rides_after_update_summary();
--> statement-breakpoint
CREATE TRIGGER rides_delete_course_summary AFTER DELETE ON rides
  REFERENCING OLD TABLE AS old_rides FOR EACH STATEMENT EXECUTE FUNCTION rides_after_delete_summary();
--> statement-breakpoint
SELECT refresh_course_ride_summaries(ARRAY(SELECT id FROM courses));
