import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { describeAuditDetails } from '@domain/audit/audit-details';
import { AUDIT_EVENT_LABELS, AUDIT_EVENT_TYPES } from '@domain/audit/audit-events';
import { RESOURCES } from '@domain/contract/iri';
import { securityAuditLogSchema, type SecurityAuditLog } from '@domain/contract/security-audit-log.schema';
import { formatDateAndTime } from '@domain/dates';
import { ResourceList, type ResourceColumn } from '@/ui/resource-list/resource-list';
import { DayRangeFields } from '@/ui/resource-list/day-range-fields';

/** Query-key root of the log (read only: nothing invalidates it but a refetch). */
export const SECURITY_AUDIT_LOGS = RESOURCES.securityAuditLog;

const ALL = '';

const COLUMNS: readonly ResourceColumn<SecurityAuditLog>[] = [
  {
    id: 'occurredAt',
    label: 'Czas',
    // The day and the time stay on one line: the log is read down this column.
    render: (row) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDateAndTime(row.occurredAt)}
      </Box>
    ),
  },
  { id: 'actor', label: 'Kto', render: (row) => row.actor?.username ?? '—' },
  { id: 'subject', label: 'Kogo dotyczy', render: (row) => row.subject?.username ?? '—' },
  { id: 'ip', label: 'Adres IP', render: (row) => row.ip ?? '' },
  { id: 'details', label: 'Szczegóły', render: (row) => describeAuditDetails(row.eventType, row.details) },
];

interface Filters {
  type: string;
  from: string;
  to: string;
}

/** The page's own filters: the event, and the Warsaw days from and to (both included). */
function AuditFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Zdarzenie"
        value={value.type}
        onChange={(event) => onChange({ ...value, type: event.target.value })}
        // 'Wszystkie' is the empty value: shown, not left blank.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 240, flex: { xs: '1 1 100%', md: '0 0 auto' } }}
      >
        <MenuItem value={ALL}>Wszystkie</MenuItem>
        {AUDIT_EVENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {AUDIT_EVENT_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <DayRangeFields value={value} onChange={onChange} />
    </Box>
  );
}

/**
 * 'Dziennik bezpieczeństwa' (issue 14, ASVS 5.0 V16): the security audit log, newest first, read
 * only; administrators filter it by event, by a login name (the search) and by days.
 */
export function SecurityAuditLogPage() {
  const [filters, setFilters] = useState<Filters>({ type: ALL, from: '', to: '' });
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return (
    <ResourceList
      title="Dziennik bezpieczeństwa"
      resource={SECURITY_AUDIT_LOGS}
      path={`/api/${RESOURCES.securityAuditLog}`}
      itemSchema={securityAuditLogSchema}
      columns={COLUMNS}
      nameLabel="Zdarzenie"
      rowKey={(row) => row.id}
      rowLabel={(row) => AUDIT_EVENT_LABELS[row.eventType]}
      searchLabel="Szukaj użytkownika"
      params={params}
      filters={<AuditFilters value={filters} onChange={setFilters} />}
    />
  );
}
