import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { CALENDAR_FEED_TEXTS as T, canManageCalendarFeed } from '@domain/calendar/calendar-feed';
import type { CalendarFeed } from '@domain/contract/calendar-feed.schema';
import { formatDateAndTime } from '@domain/dates';
import { currentUserQueryOptions } from '@/api/current-user';
import { useNotice } from '@/ui/notice/notice-context';
import { mutationErrorText } from '@/ui/resource-dialog/use-resource-mutation';
import { LOAD_ERROR } from '@/ui/errors/load-error';
import { QueryGate, RetryAlert } from '@/ui/detail/query-gate';
import { calendarFeedQuery, useNewCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed-api';

/** The private URL, read-only and selectable, with a copy button beside it (stacked on a phone). */
function FeedUrl({ url }: { url: string }) {
  const notice = useNotice();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notice.success(T.copied);
    } catch {
      notice.error(T.copyFailed);
    }
  };
  return (
    <Box sx={{ my: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={T.urlLabel}
          value={url}
          fullWidth
          size="small"
          slotProps={{
            htmlInput: { readOnly: true, onFocus: (e: { target: HTMLInputElement }) => e.target.select() },
          }}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          sx={{ flexShrink: 0 }}
        >
          {T.copy}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {T.urlOnce}
      </Typography>
    </Box>
  );
}

/**
 * 'Kalendarz' (issue 35 part 4, rows 788-793): make a private calendar link, see it once to copy it,
 * replace it with a new one or turn it off. Only a driver or a passenger, as themself; the server
 * refuses anyone else with the same rule.
 */
export function CalendarFeedSettings() {
  const user = useQuery(currentUserQueryOptions());
  const allowed = user.data !== undefined && canManageCalendarFeed(user.data);
  const feed = useQuery({ ...calendarFeedQuery, enabled: allowed });
  if (user.data !== undefined && !allowed) return <Alert severity="info">{T.ownOnly}</Alert>;
  return (
    <QueryGate query={feed} error={(_, retry) => <RetryAlert onRetry={retry}>{LOAD_ERROR}</RetryAlert>}>
      {(loaded) => <FeedPanel feed={loaded} />}
    </QueryGate>
  );
}

/** The link's state with what the user may do with it: make one, replace it, turn it off. */
function FeedPanel({ feed }: { feed: CalendarFeed }) {
  const create = useNewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const notice = useNotice();

  const busy = create.isPending || revoke.isPending;
  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: () => notice.success(T.created),
      onError: (error) => notice.error(mutationErrorText('create', error)),
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => notice.success(T.revoked),
      onError: (error) => notice.error(mutationErrorText('delete', error)),
    });

  if (!feed.active)
    return (
      <Box>
        <Typography sx={{ my: 1 }}>{T.none}</Typography>
        <Button variant="contained" onClick={makeLink} disabled={busy}>
          {T.create}
        </Button>
      </Box>
    );
  return (
    <Box>
      <Typography sx={{ my: 1 }}>
        {T.activeSince} {formatDateAndTime(feed.createdAt)}
      </Typography>
      {feed.url ? (
        <FeedUrl url={feed.url} />
      ) : (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {T.hiddenUrl}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={makeLink} disabled={busy}>
          {T.rotate}
        </Button>
        <Button variant="outlined" color="error" onClick={turnOff} disabled={busy}>
          {T.revoke}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {T.rotateHint}
      </Typography>
    </Box>
  );
}
