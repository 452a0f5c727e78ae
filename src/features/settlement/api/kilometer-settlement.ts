/**
 * The kilometer settlement calls (docs/api.md 'Kilometer settlement'): a ride's report and amount, its
 * settlement steps, the 'Rozliczenia' month and the accountant's bulk 'Rozliczono'. Every answer is
 * parsed with the shared contract; a step refreshes the ride's settlement, the month and the course lists.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { coursesKeys, courseKeys } from '@/api/course-keys';
import { createQueryKeys } from '@/api/query-keys';
import {
  kilometerBulkSettleResultSchema,
  kilometerSettlementCollectionSchema,
  kilometerSettlementSchema,
  type KilometerBulkSettleResult,
  type KilometerSettlement,
  type KilometerSettlementCollection,
} from '@domain/contract/kilometer-settlement.schema';
import type { KilometerReport } from '@domain/settlement/kilometer-report.schema';
import type { KilometerAction } from '@domain/settlement/kilometer-transitions';

export const kilometerSettlementKeys = createQueryKeys('kilometer_settlements');

/** `GET {ride @id}/settlement`. */
export async function getKilometerSettlement(rideIri: string): Promise<KilometerSettlement> {
  const response = await api.get<unknown>(`${rideIri}/settlement`);
  return parseItem(response.data, kilometerSettlementSchema);
}

export const kilometerSettlementQuery = (rideIri: string) =>
  queryOptions({
    queryKey: kilometerSettlementKeys.detail(rideIri),
    queryFn: () => getKilometerSettlement(rideIri),
  });

export function useKilometerSettlement(rideIri: string | undefined) {
  return useQuery({ ...kilometerSettlementQuery(rideIri ?? ''), enabled: rideIri !== undefined });
}

export interface MonthParams {
  month: string;
  company?: number | undefined;
  employee?: number | undefined;
  status?: 'to_be_settled' | 'settled' | undefined;
}

/** `GET /api/kilometer_settlements?month=…`. */
export async function getKilometerMonth(params: MonthParams): Promise<KilometerSettlementCollection> {
  const response = await api.get<unknown>('/api/kilometer_settlements', {
    params: {
      month: params.month,
      company: params.company,
      employee: params.employee === undefined ? undefined : `/api/users/${params.employee}`,
      status: params.status,
    },
  });
  return kilometerSettlementCollectionSchema.parse(response.data);
}

export function useKilometerMonth(params: MonthParams) {
  return useQuery({
    queryKey: kilometerSettlementKeys.list(params),
    queryFn: () => getKilometerMonth(params),
    placeholderData: (previous) => previous,
  });
}

/** The URL step of each action (server/resources/kilometer-settlement). */
const STEP_OF: Readonly<Record<Exclude<KilometerAction, 'report'>, string>> = {
  accept: 'accept_for_settlement',
  cancel_acceptance: 'cancel_acceptance',
  inconsistency: 'inconsistency',
  settle: 'settle',
  cancel_settlement: 'cancel_settlement',
  cancel: 'cancel',
};

export type KilometerStepInput =
  | { rideIri: string; version: number; action: 'report'; report: KilometerReport }
  | { rideIri: string; version: number; action: 'inconsistency'; comment: string }
  | { rideIri: string; version: number; action: Exclude<KilometerAction, 'report' | 'inconsistency'> };

export async function runKilometerStep(input: KilometerStepInput): Promise<KilometerSettlement> {
  const { rideIri, version } = input;
  const response =
    input.action === 'report'
      ? await api.put<unknown>(`${rideIri}/report`, { ...input.report, version })
      : await api.post<unknown>(
          `${rideIri}/${STEP_OF[input.action]}`,
          input.action === 'inconsistency' ? { comment: input.comment, version } : { version },
        );
  return parseItem(response.data, kilometerSettlementSchema);
}

/**
 * The month with `settlement` in place of its old row; a list of one status (the accountant's) drops a
 * ride that left that status.
 */
function patchMonth(
  month: KilometerSettlementCollection,
  params: Partial<MonthParams> | undefined,
  settlement: KilometerSettlement,
): KilometerSettlementCollection {
  const members = month['hydra:member'];
  if (!members.some((member) => member.ride === settlement.ride)) return month;
  const leaves = params?.status !== undefined && params.status !== settlement.status;
  const next = members.flatMap((member) =>
    member.ride !== settlement.ride ? [member] : leaves ? [] : [settlement],
  );
  return { ...month, 'hydra:member': next, 'hydra:totalItems': next.length };
}

/** After a step: the ride's settlement is the answer; the month, the course and the lists are refetched. */
function useRefreshAfterStep() {
  const queryClient = useQueryClient();
  return (settlement?: KilometerSettlement) => {
    if (settlement) {
      queryClient.setQueryData(kilometerSettlementKeys.detail(settlement.ride), settlement);
      // The month lists show the new status at once; the refetch below brings their totals.
      const lists = queryClient.getQueriesData<KilometerSettlementCollection>({
        queryKey: kilometerSettlementKeys.lists(),
      });
      for (const [key, month] of lists) {
        const params = key[2] as Partial<MonthParams> | undefined;
        if (month) queryClient.setQueryData(key, patchMonth(month, params, settlement));
      }
    }
    void queryClient.invalidateQueries({ queryKey: kilometerSettlementKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: coursesKeys.all });
    if (settlement) void queryClient.invalidateQueries({ queryKey: courseKeys.detail(settlement.courseId) });
  };
}

export function useKilometerStep() {
  const refresh = useRefreshAfterStep();
  return useMutation({ mutationFn: runKilometerStep, onSuccess: (settlement) => refresh(settlement) });
}

/** `POST /api/kilometer_settlements/settle` with the chosen rides. */
export async function settleKilometerRides(rides: readonly string[]): Promise<KilometerBulkSettleResult> {
  const response = await api.post<unknown>('/api/kilometer_settlements/settle', { rides });
  return kilometerBulkSettleResultSchema.parse(response.data);
}

export function useSettleKilometerRides() {
  const refresh = useRefreshAfterStep();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleKilometerRides,
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: kilometerSettlementKeys.details() });
    },
  });
}
