/**
 * The fleet reports (docs/api.md 'Fleet reports'): `GET api/driver_reports` / `api/subcontractor_reports`
 * for a month, parsed with the shared contract, and their xlsx ('Pobierz XLSX').
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { downloadFile } from '@/api/download-file';
import { createQueryKeys } from '@/api/query-keys';
import { fleetReportSchema, type FleetReport } from '@domain/contract/fleet-report.schema';
import type { FleetReportKind } from '@domain/reports/fleet-report';

const URLS: Record<FleetReportKind, string> = {
  drivers: '/api/driver_reports',
  subcontractors: '/api/subcontractor_reports',
};
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const fleetReportKeys = createQueryKeys('fleet_reports');

export async function getFleetReport(kind: FleetReportKind, month: string): Promise<FleetReport> {
  const response = await api.get<unknown>(URLS[kind], { params: { month } });
  return fleetReportSchema.parse(response.data);
}

export function useFleetReport(kind: FleetReportKind, month: string) {
  return useQuery({
    queryKey: fleetReportKeys.list({ kind, month }),
    queryFn: () => getFleetReport(kind, month),
  });
}

export function useDownloadFleetReport(kind: FleetReportKind) {
  return useMutation({
    mutationFn: (month: string) =>
      downloadFile({
        url: `${URLS[kind]}/export.xlsx`,
        params: { month },
        fallbackName: `${kind === 'drivers' ? 'rozliczenia-kierowcow' : 'rozliczenia-podwykonawcow'}-${month}.xlsx`,
        type: XLSX_TYPE,
      }),
  });
}
