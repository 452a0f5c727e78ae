import { useState } from 'react';
import { LoadingBlock } from '@/ui/loading-block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Course } from '@domain/contract/course.schema';
import type { KilometerSettlement } from '@domain/contract/kilometer-settlement.schema';
import { formatMoney } from '@domain/money';
import { NO_STAKE } from '@domain/settlement/rate-stake';
import {
  KILOMETER_ACTION_LABELS,
  kilometerActionsFor,
  type KilometerAction,
  type KilometerCourse,
  type KilometerUser,
} from '@domain/settlement/kilometer-transitions';
import { QueryGate, serverError } from '@/ui/detail/query-gate';
import { useNotice } from '@/ui/notice/notice-context';
import { useKilometerSettlement, useKilometerStep } from '@/features/settlement/api/kilometer-settlement-api';
import { formatKm } from '@domain/distance-format';
import { InfoList } from '@/ui/detail/info-list';
import { ActionDialog } from '@/ui/dialogs/action-dialog';
import { InconsistencyDialog } from '../inconsistency-dialog';
import { KilometerReportDialog } from './kilometer-report-dialog';

/** Shown where a ride has no stake for its day (never a wrong number). */

const DONE: Partial<Record<KilometerAction, string>> = {
  accept: 'Zaakceptowano przejazd do rozliczenia',
  cancel_acceptance: 'Anulowano akceptację',
  settle: 'Przejazd rozliczono',
  cancel_settlement: 'Anulowano rozliczenie',
  cancel: 'Przejazd anulowano',
};

/** The course's parties as the kilometer rule reads them. */
export function kilometerCourseOf(course: Course): KilometerCourse {
  const driverId = Number(course.driver?.['@id']?.split('/').pop());
  return {
    companyId: course.rides[0]?.company.id ?? 0,
    createdById: course.createdBy?.id ?? null,
    driverId: Number.isSafeInteger(driverId) ? driverId : null,
  };
}

/** The amount column: the amount, 'brak stawki' for a reported ride without a stake, '-' before the report. */
export function amountText(settlement: Pick<KilometerSettlement, 'amount' | 'distance'>): string {
  if (settlement.amount !== null) return formatMoney(settlement.amount);
  return settlement.distance === null ? '-' : NO_STAKE;
}

interface KilometerSummaryProps {
  course: Course;
  rideIri: string;
  user: KilometerUser | undefined;
}

/**
 * The kilometer drawer's Podsumowanie (issue 11): the computed and reported kilometres, the highway
 * cost, the report's comment, the rate and the amount, and the buttons of the steps the viewer may take
 * now (domain/settlement/kilometer-transitions.ts, the rule the server enforces).
 */
export function KilometerSummary({ course, rideIri, user }: KilometerSummaryProps) {
  return (
    <QueryGate
      query={useKilometerSettlement(rideIri)}
      pending={<LoadingBlock label="Wczytywanie podsumowania" height={160} />}
      error={serverError}
    >
      {(data) => <SummaryView course={course} rideIri={rideIri} user={user} data={data} />}
    </QueryGate>
  );
}

/** The loaded summary, the viewer's step buttons and their dialogs. */
function SummaryView({ course, rideIri, user, data }: KilometerSummaryProps & { data: KilometerSettlement }) {
  const step = useKilometerStep();
  const notice = useNotice();
  const [open, setOpen] = useState<'report' | 'inconsistency' | 'cancel' | null>(null);
  const actions = user ? kilometerActionsFor(user, kilometerCourseOf(course), data.status) : [];
  const run = (action: Exclude<KilometerAction, 'report' | 'inconsistency'>) =>
    step.mutate(
      { rideIri, version: data.version, action },
      {
        onSuccess: () => {
          notice.success(DONE[action]);
          setOpen(null);
        },
        onError: (error) => notice.error(error),
      },
    );
  const click = (action: KilometerAction) => {
    if (action === 'report' || action === 'inconsistency' || action === 'cancel') setOpen(action);
    else run(action);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <InfoList
        label="Podsumowanie"
        items={[
          {
            label: 'Suma wyliczonych kilometrów',
            value: data.computedDistance === null ? '-' : formatKm(data.computedDistance),
          },
          { label: 'Kilometry do rozliczenia', value: data.distance === null ? '-' : `${data.distance} km` },
          {
            label: 'Koszty autostrad do rozliczenia',
            value: data.highwayCost === null ? '-' : formatMoney(data.highwayCost),
          },
          { label: 'Komentarz do rozliczenia', value: data.comment ?? '-' },
          ...(data.inconsistencyComment
            ? [{ label: 'Powód niezgodności', value: data.inconsistencyComment }]
            : []),
          {
            label: 'Stawka za km',
            value: data.kilometerRate === null ? NO_STAKE : formatMoney(data.kilometerRate),
          },
          { label: 'Kwota do rozliczenia', value: amountText(data) },
        ]}
      />
      {actions.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'cancel' || action.startsWith('cancel_') ? 'outlined' : 'contained'}
              color={action === 'inconsistency' || action === 'cancel' ? 'error' : 'primary'}
              size="small"
              disabled={step.isPending}
              onClick={() => click(action)}
            >
              {KILOMETER_ACTION_LABELS[action]}
            </Button>
          ))}
        </Box>
      ) : null}
      {open === 'report' ? <KilometerReportDialog settlement={data} onClose={() => setOpen(null)} /> : null}
      {open === 'inconsistency' ? (
        <InconsistencyDialog
          title={KILOMETER_ACTION_LABELS.inconsistency}
          reported="Zgłoszono niezgodność w rozliczeniu"
          pending={step.isPending}
          send={(comment, callbacks) =>
            step.mutate(
              { rideIri: data.ride, version: data.version, action: 'inconsistency', comment },
              callbacks,
            )
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'cancel' ? (
        <ActionDialog
          title={`Anulować przejazd ${data.number}?`}
          text="Anulowanego przejazdu nie można już rozliczyć."
          cancelLabel="wróć"
          confirmLabel="anuluj przejazd"
          confirmColor="error"
          confirmVariant="text"
          pending={step.isPending}
          onConfirm={() => run('cancel')}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Box>
  );
}
