import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { EmployeeRequest } from '@domain/contract/employee-request.schema';
import { formatDateAndTime } from '@domain/dates';
import {
  canCreateRequest,
  isUnread,
  type EmployeeRequestStatus,
  type RequestViewer,
} from '@domain/employee-requests/employee-request-rules';
import { QueryGate, RetryAlert } from '@/ui/detail/query-gate';
import { LOAD_ERROR } from '@/ui/errors/load-error';
import { useEmployeeRequests } from '../api/employee-requests-api';
import { useKeptRequests } from '../hooks/use-kept-requests';
import { OfflineNotice } from './offline-notice';
import { RequestChat } from './request-chat';

const DESKTOP = '(min-width: 900px)';
export const UNREAD_LABEL = 'Nieprzeczytane';

function RequestList(props: {
  status: EmployeeRequestStatus;
  viewer: RequestViewer;
  selected: number | null;
}) {
  const query = useEmployeeRequests(props.status);
  // 'quiet': a failed read keeps the list kept on the phone; the page says it is not fresh (OfflineNotice).
  return (
    <QueryGate
      query={query}
      keepData="quiet"
      pending={<CircularProgress aria-label="Ładowanie zgłoszeń" sx={{ m: 2 }} />}
      error={(_, retry) => <RetryAlert onRetry={retry}>{LOAD_ERROR}</RetryAlert>}
    >
      {(requests) => <RequestItems {...props} requests={requests} />}
    </QueryGate>
  );
}

function RequestItems(props: {
  status: EmployeeRequestStatus;
  viewer: RequestViewer;
  selected: number | null;
  requests: readonly EmployeeRequest[];
}) {
  if (props.requests.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        Brak zgłoszeń
      </Typography>
    );
  return (
    <List
      aria-label={props.status === 'open' ? 'Otwarte zgłoszenia' : 'Zakończone zgłoszenia'}
      disablePadding
    >
      {props.requests.map((request) => {
        const unread = isUnread(props.viewer.id, request.lastMessage);
        return (
          <ListItem key={request.id} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={`/employee-request/${request.id}`}
              selected={request.id === props.selected}
              divider
            >
              <ListItemText
                sx={{ minWidth: 0 }}
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
                    <Box component="span" sx={{ fontWeight: unread ? 700 : 400, flexGrow: 1 }}>
                      Nr {request.id} · {request.createdBy.name}
                    </Box>
                    {unread ? <Chip size="small" color="error" label={UNREAD_LABEL} /> : null}
                  </Stack>
                }
                secondary={
                  <>
                    <Box
                      component="span"
                      sx={{
                        display: 'block',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {request.lastMessage?.message ?? ''}
                    </Box>
                    {request.lastMessage
                      ? formatDateAndTime(request.lastMessage.createdAt)
                      : formatDateAndTime(request.createdAt)}
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

/**
 * 'Zgłoszenia' (administration.md §2.1): open and finished lists with unread badges and the chat of the
 * selected request beside them; on a phone the list, then the chat alone with a way back.
 */
export function EmployeeRequestsPage({
  viewer,
  selected,
}: {
  viewer: RequestViewer;
  selected: number | null;
}) {
  const [status, setStatus] = useState<EmployeeRequestStatus>('open');
  const desktop = useMediaQuery(DESKTOP, { noSsr: true });
  const navigate = useNavigate();
  const showList = desktop || selected === null;
  const showChat = selected !== null;
  useKeptRequests(viewer.id, selected);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {/* The page's h1 is the shell's title ('Zgłoszenia'). */}
        <Box sx={{ flexGrow: 1 }} />
        {!desktop && selected !== null ? (
          <Button onClick={() => void navigate('/employee-request')}>Wróć do listy</Button>
        ) : null}
        {canCreateRequest(viewer) ? (
          <Button variant="contained" component={RouterLink} to="/employee-request/create">
            Nowe zgłoszenie
          </Button>
        ) : null}
      </Stack>
      <OfflineNotice status={status} selected={selected} />
      <Box
        // minmax(0, …): a column may shrink below its longest preview line, which would otherwise widen
        // the page past a phone's screen (issue 31: 456 px on a 390 px phone).
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: desktop ? 'minmax(280px, 380px) minmax(0, 1fr)' : 'minmax(0, 1fr)',
        }}
      >
        {showList ? (
          <Paper variant="outlined">
            <Tabs
              value={status}
              onChange={(_, value: EmployeeRequestStatus) => setStatus(value)}
              variant="fullWidth"
            >
              <Tab value="open" label="Otwarte" />
              <Tab value="finished" label="Zakończone" />
            </Tabs>
            <RequestList status={status} viewer={viewer} selected={selected} />
          </Paper>
        ) : null}
        {showChat ? (
          <Paper variant="outlined">
            <RequestChat key={selected} id={selected} viewer={viewer} />
          </Paper>
        ) : desktop ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary">Wybierz zgłoszenie z listy</Typography>
          </Paper>
        ) : null}
      </Box>
    </Stack>
  );
}
