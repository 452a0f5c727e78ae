import Alert, { type AlertColor } from '@mui/material/Alert';
import type { Course } from '@domain/contract/course.schema';
import type { CardViewer } from './course-card';

/**
 * What the creator of a kilometer course reads about its settlement report, by the ride's status
 * (row 681). A cancelled ride has no report to speak of; an unknown status says nothing.
 */
const BANNERS: Readonly<Record<string, { severity: AlertColor; text: string }>> = {
  created: {
    severity: 'warning',
    text: 'Raport rozliczenia do wysłania: otwórz przejazd i wybierz „Raport kursu”.',
  },
  inconsistency: {
    severity: 'error',
    text: 'Firma zgłosiła niezgodność w rozliczeniu: popraw i wyślij ponownie „Raport kursu”.',
  },
  finished: { severity: 'info', text: 'Raport rozliczenia wysłany: czeka na akceptację firmy.' },
  to_be_settled: { severity: 'success', text: 'Raport rozliczenia zaakceptowany: czeka na rozliczenie.' },
  settled: { severity: 'success', text: 'Raport rozliczenia rozliczony.' },
  kcr_finished: { severity: 'success', text: 'Raport rozliczenia rozliczony.' },
};

/** The banner's words for this course and user, or null: only the course's creator sees one (courses.md §2). */
export function kilometerReportBanner(course: Course, user: CardViewer) {
  if (course['@type'] !== 'KilometerCourse') return null;
  const me = user.permission?.id;
  if (me === undefined || course.createdBy?.id !== me) return null;
  const ride = course.rides[0];
  return ride ? (BANNERS[ride.status] ?? null) : null;
}

/** The kilometer card's settlement report banner (courses.md §2), for the course's creator only. */
export function KilometerReportBanner({ course, user }: { course: Course; user: CardViewer }) {
  const banner = kilometerReportBanner(course, user);
  if (!banner) return null;
  return (
    <Alert severity={banner.severity} variant="outlined" sx={{ py: 0, typography: 'body2' }}>
      {banner.text}
    </Alert>
  );
}
