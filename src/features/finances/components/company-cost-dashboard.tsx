import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCostRows } from '../api/company-costs';
import { companyTotals } from './cost-totals';
import { CostTable } from './cost-table';
import { MissingSegmentsDrawer } from './missing-segments-drawer';
import { PartialCostsTable } from './partial-costs-table';
import { QueryGate } from '@/ui/detail/query-gate';

// recharts stays out of every other bundle: only the dashboard loads it (e2e/bundle-budget.spec.ts).
const CostCharts = lazy(() => import('./cost-charts'));

/** The railway company cost dashboard (courses.md §2). */
export function CompanyCostDashboard() {
  const rows = useCostRows();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const totals = companyTotals(rows.data ?? []);
  const unpriced = totals.filter((total) => total.unpriced).map((total) => total.name);
  return (
    <Box component="section" aria-labelledby="company-costs" sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography id="company-costs" component="h2" variant="h5" sx={{ flex: 1 }}>
          Koszty przewozów
        </Typography>
        <Button variant="outlined" onClick={() => setDrawerOpen(true)}>
          Brakujące zdefiniowane kilometry
        </Button>
      </Box>
      <QueryGate
        query={rows}
        pending={<CircularProgress aria-label="Wczytywanie" />}
        error={<Typography role="alert">Nie udało się pobrać kosztów</Typography>}
      >
        {(loaded) =>
          loaded.length === 0 ? (
            <Typography>Brak zaakceptowanych przejazdów</Typography>
          ) : (
            <>
              <Suspense fallback={<CircularProgress aria-label="Wczytywanie wykresów" />}>
                <CostCharts totals={totals} />
              </Suspense>
              {unpriced.length > 0 && (
                // A missing price is never counted as 0 silently (spec-decisions row 651).
                <Typography role="note" color="warning.main">
                  {`Koszty całkowite nie obejmują kilometrów ani oczekiwania bez stawki: ${unpriced.join(', ')}`}
                </Typography>
              )}
              <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
                <Typography component="h3" variant="h6">
                  Koszty cząstkowe
                </Typography>
                <PartialCostsTable rows={loaded} />
              </Box>
            </>
          )
        }
      </QueryGate>
      <CostTable />
      <MissingSegmentsDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </Box>
  );
}
