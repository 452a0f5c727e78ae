import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReportSubscription } from '@domain/contract/report-subscription.schema';
import { formatDate } from '@domain/dates';
import { REPORT_SUBSCRIPTION_TEXTS as TEXTS } from '@domain/reports/report-subscription-texts';
import {
  FREQUENCY_LABELS,
  canChangeReportSubscriptions,
  type ReportFrequency,
} from '@domain/reports/report-subscriptions';
import { currentUserQueryOptions } from '@/api/current-user';
import { useNotice } from '@/ui/notice/notice-context';
import { mutationErrorText } from '@/ui/resource-dialog/use-resource-mutation';
import { LOAD_ERROR } from '@/ui/errors/load-error';
import { QueryGate, RetryAlert } from '@/ui/detail/query-gate';
import { reportSubscriptionsQuery, useSaveReportSubscription } from '../api/report-subscriptions-api';
import { SettingsSection } from './settings-section';

const CHOICES = ['none', 'weekly', 'monthly'] as const satisfies readonly (ReportFrequency | 'none')[];

/** A report is listed once per company it names (row 830). */
const rowKey = (report: ReportSubscription) =>
  report.company ? `${report.report}-${report.company.id}` : report.report;

function ReportRow({ report, disabled }: { report: ReportSubscription; disabled: boolean }) {
  const save = useSaveReportSubscription();
  const notice = useNotice();
  const id = `report-${rowKey(report)}`;
  const status =
    !report.active && report.frequency
      ? TEXTS.inactive
      : report.lastSentAt
        ? `${TEXTS.lastSent} ${formatDate(report.lastSentAt)}`
        : TEXTS.neverSent;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
            {report.label}
          </Typography>
          <Typography variant="body2" color={report.active ? 'text.secondary' : 'warning.main'}>
            {status}
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label={TEXTS.frequency}
          value={report.frequency ?? 'none'}
          disabled={disabled || save.isPending}
          sx={{ width: { sm: 340 }, flexShrink: 0 }}
          slotProps={{ select: { SelectDisplayProps: { 'aria-describedby': `${id}-label` } } }}
          onChange={(event) =>
            save.mutate(
              {
                report: report.report,
                frequency: event.target.value as (typeof CHOICES)[number],
                ...(report.company ? { company: report.company['@id'] } : {}),
              },
              {
                onSuccess: () => notice.success(TEXTS.saved),
                onError: (error) => notice.error(mutationErrorText('edit', error)),
              },
            )
          }
        >
          {CHOICES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {FREQUENCY_LABELS[choice]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Box>
  );
}

/**
 * 'Raporty e-mailem' (issue 35 part 3, rows 794-799): per report the user's roles may make, how often
 * it is e-mailed with its file, where to, and when it was last sent. Without an e-mail address the
 * choices are disabled and the section says where to add one; so are they while previewing another
 * account, whose choices are that user's own (row 832, the server's rule).
 */
export function ReportSubscriptionSettings() {
  const section = useQuery(reportSubscriptionsQuery);
  const user = useQuery(currentUserQueryOptions());
  const previewing = user.data !== undefined && !canChangeReportSubscriptions(user.data);
  return (
    <SettingsSection title={TEXTS.title} intro={TEXTS.intro}>
      <QueryGate
        query={section}
        keepData="notice"
        pending={null}
        error={(_, retry) => <RetryAlert onRetry={retry}>{LOAD_ERROR}</RetryAlert>}
      >
        {(data) =>
          data.reports.length === 0 ? (
            <Typography sx={{ my: 1 }}>{TEXTS.noReports}</Typography>
          ) : (
            <>
              {data.email ? (
                <Typography sx={{ my: 1, overflowWrap: 'anywhere' }}>
                  {TEXTS.sentTo} <strong>{data.email}</strong>
                </Typography>
              ) : (
                <Alert
                  severity="info"
                  sx={{ my: 1 }}
                  action={
                    <Button
                      component={RouterLink}
                      to="/settings/user-email-settings"
                      color="inherit"
                      size="small"
                    >
                      {TEXTS.noEmailLink}
                    </Button>
                  }
                >
                  {TEXTS.noEmail}
                </Alert>
              )}
              {previewing ? (
                <Alert severity="info" sx={{ my: 1 }}>
                  {TEXTS.previewOnly}
                </Alert>
              ) : null}
              <Box component="ul" aria-label={TEXTS.title} sx={{ p: 0, m: 0 }}>
                {data.reports.map((report) => (
                  <ReportRow key={rowKey(report)} report={report} disabled={!data.email || previewing} />
                ))}
              </Box>
            </>
          )
        }
      </QueryGate>
    </SettingsSection>
  );
}
