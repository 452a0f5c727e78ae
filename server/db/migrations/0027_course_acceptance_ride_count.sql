ALTER TABLE "courses" ADD COLUMN "acceptance_ride_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The accepting transport company's list puts a course with a ride waiting for its answer under
-- 'Wymaga uwagi' (issue 31, row 648): the summary counts those rides, as migration 0003 counts the rest.
CREATE OR REPLACE FUNCTION refresh_course_ride_summaries(course_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE courses c SET
    starts_at = s.starts_at,
    ride_count = s.ride_count,
    open_ride_count = s.open_ride_count,
    attention_ride_count = s.attention_ride_count,
    acceptance_ride_count = s.acceptance_ride_count,
    active_ride_count = s.active_ride_count,
    waiting_deadline = s.waiting_deadline
  FROM (
    SELECT c2.id,
      min(r.starts_at) AS starts_at,
      count(r.id)::int AS ride_count,
      (count(r.id) FILTER (WHERE r.status <> ALL (kursownik_closed_ride_statuses())))::int AS open_ride_count,
      (count(r.id) FILTER (WHERE r.status = ANY (kursownik_attention_ride_statuses())
        OR r.status <> ALL (kursownik_known_ride_statuses())))::int AS attention_ride_count,
      (count(r.id) FILTER (WHERE r.status = 'waiting_for_transport_company_acceptance'))::int AS acceptance_ride_count,
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
UPDATE courses SET acceptance_ride_count = s.n
FROM (SELECT course_id, count(*)::int AS n FROM rides
  WHERE status = 'waiting_for_transport_company_acceptance' GROUP BY course_id) s
WHERE courses.id = s.course_id;
