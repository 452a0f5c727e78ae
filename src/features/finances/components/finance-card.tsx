import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { downloadErrorMessage } from '@/api/download-file';
import { useNotice } from '@/ui/notice/notice-context';
import type { FinancialReportBody } from '@domain/finance/finance-requests';
import { isEmptyStatistics } from '@domain/finance/finance-sums';
import { formatMoney } from '@domain/money';
import { downloadFinanceReport, useFinancialStatistics } from '../api/financial-report';
import { QueryGate } from '@/ui/detail/query-gate';

const number = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });
const orDash = (value: number | null, format: (value: number) => string) =>
  value === null ? '-' : format(value);

/** What the sums are made of: not the settled figures, which 'Rozliczenia' and the invoices use. */
export const FINANCE_CARD_SOURCES =
  'Kilometry z tras przejazdów (z mapy i zdefiniowanych kilometrów), godziny oczekiwania i autostrady z raportów kierowców; rozliczone wartości są w Rozliczeniach.';

/** One chosen company's card (courses.md §2): the three sums, 'Raport' and the always disabled 'Faktura'. */
export function FinanceCard({ name, body }: { name: string; body: FinancialReportBody }) {
  const statistics = useFinancialStatistics(body);
  const notice = useNotice();
  const [downloading, setDownloading] = useState(false);
  const empty = statistics.data ? isEmptyStatistics(statistics.data) : true;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFinanceReport(body);
    } catch (error) {
      notice.error(downloadErrorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card
      component="section"
      aria-label={name}
      aria-disabled={empty || undefined}
      variant="outlined"
      sx={{ opacity: statistics.data && empty ? 0.6 : 1 }}
    >
      <CardContent>
        <Typography component="h3" variant="h6" gutterBottom>
          {name}
        </Typography>
        <QueryGate
          query={statistics}
          pending={<CircularProgress size={24} aria-label="Wczytywanie" />}
          error={
            <Typography role="alert" color="error">
              Nie udało się pobrać statystyk
            </Typography>
          }
        >
          {(loaded) => (
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 16px' }}>
              <dt>Suma kilometrów</dt>
              <dd style={{ margin: 0 }} data-testid="sum-km">
                {orDash(loaded.sumDistanceWithDefinedKilometers, (km) => `${number.format(km)} km`)}
              </dd>
              <dt>Suma godzin oczekiwania</dt>
              <dd style={{ margin: 0 }} data-testid="sum-waiting">
                {orDash(loaded.sumDriverWaiting, (hours) => `${number.format(hours)} h`)}
              </dd>
              <dt>Suma opłat za autostrady</dt>
              <dd style={{ margin: 0 }} data-testid="sum-motorway">
                {orDash(loaded.sumDriverCosts, formatMoney)}
              </dd>
            </dl>
          )}
        </QueryGate>
        {statistics.data ? (
          // The card and the settlement sum different things; say which (issue 31, row 635).
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {FINANCE_CARD_SOURCES}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions>
        <Button onClick={() => void download()} disabled={empty || downloading} variant="outlined">
          Raport
        </Button>
        <Button disabled>Faktura</Button>
      </CardActions>
    </Card>
  );
}
