import { useState, type ReactNode } from 'react';
import { LoadingBlock } from '@/ui/loading-block';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { HasRoles } from '@domain/auth/roles';
import { polishPlural, RIDE_FORMS } from '@domain/plural';
import { currentMonth } from '@domain/settlement/kilometer-month';
import { kilometerSettlementScope } from '@domain/settlement/kilometer-settlement-scope';
import { MonthPicker } from '@/ui/month-picker/month-picker';
import { useNotice } from '@/ui/notice/notice-context';
import {
  useKilometerMonth,
  useKilometerStep,
  useSettleKilometerRides,
  type MonthParams,
} from '@/features/settlement/api/kilometer-settlement-api';
import { AccountantFilters } from './accountant-filters';
import { SettlementCards, SettlementTable } from './settlement-rows';
import { QueryGate, serverError } from '@/ui/detail/query-gate';

/** §2: cards instead of a wide table at 900 px or narrower. */
export const SETTLEMENT_TABLE_QUERY = '(min-width:901px)';

interface FinancialSettlementPageProps {
  user: HasRoles;
  /** The header's actions (the report generator's 'Generuj raport' goes here). */
  actions?: ReactNode;
}

/**
 * 'Rozliczenia' (/financial-settlement, issue 11): the employee's kilometer rides of a month with their
 * totals; for the accountant every company's rides waiting to be settled, filterable, with
 * 'Rozliczono' on one ride or on all selected at once.
 */
export function FinancialSettlementPage({ user, actions }: FinancialSettlementPageProps) {
  const accountant = kilometerSettlementScope(user) === 'accountant';
  const wide = useMediaQuery(SETTLEMENT_TABLE_QUERY, { noSsr: true });
  const notice = useNotice();
  const [params, setParams] = useState<MonthParams>(() => ({
    month: currentMonth(new Date()),
    ...(accountant ? { status: 'to_be_settled' as const } : {}),
  }));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const month = useKilometerMonth(params);
  const step = useKilometerStep();
  const bulk = useSettleKilometerRides();
  const change = (next: Partial<MonthParams>) => {
    setParams((current) => ({ ...current, ...next }));
    setSelected(new Set());
  };
  const toggle = (ride: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(ride)) next.add(ride);
      return next;
    });
  const members = month.data?.['hydra:member'] ?? [];
  const waiting = members.filter((ride) => ride.status === 'to_be_settled');
  const toggleAll = () =>
    setSelected((current) =>
      current.size === waiting.length ? new Set() : new Set(waiting.map((r) => r.ride)),
    );
  const settleSelected = () =>
    bulk.mutate([...selected], {
      onSuccess: (result) => {
        notice.success(result.message);
        setSelected(new Set());
      },
      onError: (error) => notice.error(error),
    });
  const rowsProps = {
    accountant,
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    busy: step.isPending || bulk.isPending,
    onSettle: accountant
      ? (ride: (typeof members)[number]) =>
          step.mutate(
            { rideIri: ride.ride, version: ride.version, action: 'settle' },
            {
              onSuccess: () => notice.success(`Rozliczono przejazd ${ride.number}`),
              onError: (error) => notice.error(error),
            },
          )
      : undefined,
  };
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <MonthPicker
          month={params.month}
          onChange={(month) => change({ month })}
          label="Miesiąc rozliczenia"
        />
        <Box sx={{ flex: 1 }} />
        {/* The page's header actions: the report generator adds 'Generuj raport' here. */}
        {actions}
      </Box>
      {accountant ? <AccountantFilters collection={month.data} params={params} onChange={change} /> : null}
      {accountant && selected.size > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2">
            Zaznaczono {selected.size} {polishPlural(selected.size, RIDE_FORMS)}
          </Typography>
          <Button variant="contained" onClick={settleSelected} loading={bulk.isPending}>
            Rozliczono zaznaczone
          </Button>
        </Box>
      ) : null}
      <QueryGate
        query={month}
        pending={<LoadingBlock label="Wczytywanie rozliczeń" height={240} />}
        error={serverError}
      >
        {(loaded) =>
          members.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {accountant
                ? 'Brak przejazdów do rozliczenia w tym miesiącu'
                : 'Brak przejazdów w tym miesiącu'}
            </Typography>
          ) : wide ? (
            <SettlementTable collection={loaded} {...rowsProps} />
          ) : (
            <SettlementCards collection={loaded} {...rowsProps} />
          )
        }
      </QueryGate>
      {month.data && month.data.totals.unpriced > 0 ? (
        <Alert severity="warning">
          Kwota nie obejmuje przejazdów bez stawki: {month.data.totals.unpriced}
        </Alert>
      ) : null}
    </Box>
  );
}
