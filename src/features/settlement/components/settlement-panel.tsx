import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TaxiSettlement } from '@domain/contract/settlement.schema';
import type { PermissionUser } from '@domain/courses/course-permissions';
import { INVOICED_SETTLEMENT_REFUSAL } from '@domain/rides/ride-messages';
import {
  canEditRideSettlement,
  canSettlementAction,
  editableBills,
  type SettlementAction,
} from '@domain/settlement/settlement-transitions';
import { QueryGate, serverError } from '@/ui/detail/query-gate';
import { useNotice } from '@/ui/notice/notice-context';
import { useSettlement, useSettlementTransition, type LoadedSettlement } from '../api/settlement-api';
import { EditSettlementDialog } from './edit-settlement-dialog';
import { InconsistencyDialog } from './inconsistency-dialog';
import { SettlementHistory } from './settlement-history';
import { BillTable, clientRows } from './settlement-tables';

/** The buttons of §2 'Settlement drawers' in the order a ride lives them; the last is row 152's. */
const BUTTONS: readonly [SettlementAction, string][] = [
  ['forward_settlement', 'Zapisz i przekaż do rozliczenia'],
  ['accept_settlement', 'zaakceptuj do rozliczenia'],
  ['report_inconsistency', 'zgłoś niezgodność'],
  ['cancel_settlement_acceptance', 'cofnij akceptację'],
];

const courseOf = (settlement: TaxiSettlement) => ({ ...settlement, rides: settlement.rides });

/**
 * The settlement column of the course drawer (courses.md §2 'Settlement drawers (by role)'): the tables
 * of the viewer's drawer, 'Edytuj rozliczenie', the settlement buttons per ride (shown by the same
 * domain rules the server enforces) and 'Historia rozliczenia'.
 */
export function SettlementPanel({
  courseId,
  courseVersion,
  user,
}: {
  courseId: number;
  /** The course's version as the drawer holds it: a live change by someone else reloads the settlement. */
  courseVersion?: number;
  user: PermissionUser;
}) {
  const query = useSettlement(courseId);
  const { refetch } = query;
  const loadedEtag = query.data?.etag ?? null;
  useEffect(() => {
    if (courseVersion !== undefined && loadedEtag !== null && !loadedEtag.includes(`"${courseVersion}"`))
      void refetch();
  }, [courseVersion, loadedEtag, refetch]);
  return (
    <QueryGate
      query={query}
      pending={
        <Box aria-busy="true" aria-label="Wczytywanie rozliczenia">
          <Skeleton height={32} />
          <Skeleton height={96} />
        </Box>
      }
      error={serverError}
    >
      {(loaded) => <SettlementView courseId={courseId} user={user} loaded={loaded} />}
    </QueryGate>
  );
}

/** The loaded drawer: its tables, 'Edytuj rozliczenie', the steps of each ride and the history. */
function SettlementView({
  courseId,
  user,
  loaded: { settlement, etag },
}: {
  courseId: number;
  user: PermissionUser;
  loaded: LoadedSettlement;
}) {
  const transition = useSettlementTransition(courseId);
  const notice = useNotice();
  const [editing, setEditing] = useState(false);
  const [disputed, setDisputed] = useState<{ id: number; number: string } | null>(null);
  const course = courseOf(settlement);
  const bills = editableBills(user, course);
  const editableRides = settlement.rides
    .filter((ride) => canEditRideSettlement(user, course, ride.status))
    .map((ride) => ride.id);
  // §5 one ride: the settler's ride bill writes the course bill too, so the dialog does not ask for it.
  const ownBill = bills.find((bill) => bill !== 'rides') ?? null;
  const billKind = ownBill && !(settlement.rides.length === 1 && editableRides.length === 1) ? ownBill : null;
  const canEdit = editableRides.length > 0 || ownBill !== null;
  const act = (rideId: number, action: SettlementAction) =>
    transition.mutate(
      { rideId, action },
      { onSuccess: () => notice.success('Zapisano'), onError: (error) => notice.error(error) },
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* Row 810: an invoiced course's settlement buttons are gone; this says why and what to do. */}
      {settlement.invoiced && settlement.view !== 'subcontractor' ? (
        <Typography variant="body2" color="text.secondary">
          {INVOICED_SETTLEMENT_REFUSAL}
        </Typography>
      ) : null}
      {settlement.view === 'subcontractor' ? null : (
        <BillTable
          title={`Klient: ${settlement.companyName ?? ''}`}
          rows={clientRows(settlement)}
          caption={
            settlement.view === 'customer' ? `Wykonawca: ${settlement.contractorName ?? ''}` : undefined
          }
        />
      )}
      {settlement.view === 'subcontractor' ? (
        <BillTable
          title={`Wykonawca: ${settlement.contractorName ?? ''}`}
          caption="Dane wykonawcy (tylko do odczytu)"
          rows={[
            {
              key: 'sub',
              label: 'Rozliczenie',
              bill: settlement.billForSubcontractor,
              price: settlement.billForSubcontractorAmount,
            },
          ]}
        />
      ) : null}
      {settlement.view === 'contractorWithSubcontractor' ? (
        <BillTable
          title={`Podwykonawca: ${settlement.subcontractorName ?? ''}`}
          rows={[
            {
              key: 'sub',
              label: 'Rozliczenie',
              bill: settlement.billForSubcontractor,
              price: settlement.billForSubcontractorAmount,
            },
          ]}
        />
      ) : null}
      {settlement.view === 'contractor' || settlement.view === 'subcontractor' ? (
        <BillTable
          title={`Kierowca: ${settlement.driverName ?? 'brak kierowcy'}`}
          rows={[
            { key: 'report', label: 'Raport kierowcy', bill: settlement.billFromDriver },
            { key: 'bill', label: 'Rozliczenie', bill: settlement.billForDriver },
          ]}
        />
      ) : null}
      {canEdit ? (
        <Button variant="outlined" onClick={() => setEditing(true)} sx={{ justifySelf: 'start' }}>
          Edytuj rozliczenie
        </Button>
      ) : null}
      {settlement.rides.map((ride) => {
        const offered = BUTTONS.filter(([action]) => canSettlementAction(user, course, ride.status, action));
        if (offered.length === 0) return null;
        return (
          <Box
            key={ride.id}
            role="group"
            aria-label={`Przejazd ${ride.number}`}
            sx={{ display: 'grid', gap: 1 }}
          >
            <Typography variant="body2">{`Przejazd ${ride.number}`}</Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {offered.map(([action, label]) => (
                <Button
                  key={action}
                  size="small"
                  variant={action === 'report_inconsistency' ? 'outlined' : 'contained'}
                  color={action === 'report_inconsistency' ? 'error' : 'primary'}
                  disabled={transition.isPending}
                  onClick={() =>
                    action === 'report_inconsistency'
                      ? setDisputed({ id: ride.id, number: ride.number })
                      : act(ride.id, action)
                  }
                >
                  {label}
                </Button>
              ))}
            </Box>
          </Box>
        );
      })}
      <SettlementHistory history={settlement.history} />
      {editing ? (
        <EditSettlementDialog
          settlement={settlement}
          etag={etag}
          rideIds={editableRides}
          billKind={billKind}
          onClose={() => setEditing(false)}
        />
      ) : null}
      {disputed ? (
        <InconsistencyDialog
          title={`Niezgodność w rozliczeniu przejazdu ${disputed.number}`}
          reported="Niezgodność została zgłoszona"
          pending={transition.isPending}
          send={(comment, callbacks) =>
            transition.mutate({ rideId: disputed.id, action: 'report_inconsistency', comment }, callbacks)
          }
          onClose={() => setDisputed(null)}
        />
      ) : null}
    </Box>
  );
}
