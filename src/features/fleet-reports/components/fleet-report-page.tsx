import { useState } from 'react';
import { LoadingBlock } from '@/ui/loading-block';
import { QueryGate, serverError } from '@/ui/detail/query-gate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { FleetReportKind } from '@domain/reports/fleet-report';
import { currentMonth, previousMonth } from '@domain/settlement/kilometer-month';
import { downloadErrorMessage } from '@/api/download-file';
import { MonthPicker } from '@/ui/month-picker/month-picker';
import { useNotice } from '@/ui/notice/notice-context';
import { useDownloadFleetReport, useFleetReport } from '../api/fleet-reports-api';
import { FleetReportCards } from './fleet-report-cards';
import { FleetReportTable } from './fleet-report-table';

/** Cards instead of the wide table at 900 px or narrower (as on 'Rozliczenia'). */
export const FLEET_REPORT_TABLE_QUERY = '(min-width:901px)';

const EMPTY: Record<FleetReportKind, string> = {
  drivers: 'Brak rozliczonych przejazdów kierowców w tym miesiącu',
  subcontractors: 'Brak rozliczonych przejazdów podwykonawców w tym miesiącu',
};

/**
 * 'Rozliczenia kierowców' / 'Rozliczenia podwykonawców' (/fleet/driver-report, /fleet/subcontractor-report):
 * the own company's settled rides of a month (the previous Polish month first) per driver or per
 * subcontractor, with subtotals, the total and the xlsx.
 */
export function FleetReportPage({ kind }: { kind: FleetReportKind }) {
  const [month, setMonth] = useState(() => previousMonth(currentMonth(new Date())));
  const wide = useMediaQuery(FLEET_REPORT_TABLE_QUERY, { noSsr: true });
  const report = useFleetReport(kind, month);
  const download = useDownloadFleetReport(kind);
  const notice = useNotice();
  const data = report.data;
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <MonthPicker month={month} onChange={setMonth} label="Miesiąc rozliczenia" />
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(month, { onError: (error) => notice.error(downloadErrorMessage(error)) })
          }
          startIcon={
            download.isPending ? (
              <CircularProgress size={16} color="inherit" aria-hidden="true" />
            ) : (
              <FileDownloadIcon aria-hidden="true" />
            )
          }
        >
          Pobierz .xlsx
        </Button>
      </Box>
      <QueryGate
        query={report}
        pending={<LoadingBlock label="Wczytywanie rozliczeń" height={240} />}
        error={serverError}
      >
        {(loaded) =>
          loaded.groups.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {EMPTY[kind]}
            </Typography>
          ) : wide ? (
            <FleetReportTable report={loaded} />
          ) : (
            <FleetReportCards report={loaded} />
          )
        }
      </QueryGate>
      {data && data.totals.unpriced > 0 ? (
        <Alert severity="warning">Kwota nie obejmuje przejazdów bez stawki: {data.totals.unpriced}</Alert>
      ) : null}
    </Box>
  );
}
