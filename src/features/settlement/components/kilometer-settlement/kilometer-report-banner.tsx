import Alert, { type AlertColor } from '@mui/material/Alert';

/**
 * What the creator of a kilometer course reads about its settlement report, by the ride's status
 * (row 681). A cancelled ride has no report to speak of; an unknown status says nothing.
 */
export const KILOMETER_REPORT_BANNERS: Readonly<Record<string, { severity: AlertColor; text: string }>> = {
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

/** The kilometer card's settlement report banner (courses.md §2); loaded lazily for the creator only. */
export default function KilometerReportBanner({ status }: { status: string }) {
  const banner = KILOMETER_REPORT_BANNERS[status];
  if (!banner) return null;
  return (
    <Alert severity={banner.severity} variant="outlined" sx={{ py: 0, typography: 'body2' }}>
      {banner.text}
    </Alert>
  );
}
