import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EMPLOYEE_REQUEST_MESSAGES as M,
  MESSAGE_MAX_LENGTH,
  canFinishRequest,
  canWriteToRequest,
  isUnread,
  requestFactsOf,
  type RequestViewer,
} from '@domain/employee-requests/employee-request-rules';
import { formatTimeDate } from '@domain/dates';
import { iri } from '@domain/contract/iri';
import type { EmployeeRequestDetail } from '@domain/contract/employee-request.schema';
import { QueryGate, RetryAlert } from '@/ui/detail/query-gate';
import { useNotice } from '@/ui/notice/notice-context';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import {
  employeeRequestKeys,
  finishEmployeeRequest,
  useEmployeeRequest,
  viewEmployeeRequest,
} from '../api/employee-requests-api';
import { useMessageOutbox } from '../hooks/use-message-outbox';
import { Bubble } from './chat-bubble';
import { LOAD_ERROR } from '@/ui/errors/load-error';

/**
 * The chat of one request: its messages, the ones still waiting in the browser, a reply, 'Zakończ'.
 * What waits in the browser is shown even when the chat cannot be loaded (offline after a reload): the
 * gate's error carries those bubbles. A failed read with the chat kept on the phone shows that chat
 * ('quiet': the page's OfflineNotice says it is not fresh).
 */
export function RequestChat({ id, viewer }: { id: number; viewer: RequestViewer }) {
  const query = useEmployeeRequest(id);
  const outbox = useMessageOutbox(viewer.id);
  const waiting = outbox.queue.filter((queued) => queued.employeeRequest === iri('employee_requests', id));
  const waitingBubbles = waiting.map((queued) => (
    <Bubble
      key={queued.id}
      own
      author="Ty"
      text={queued.message}
      when={formatTimeDate(queued.createdAt)}
      waiting
    />
  ));
  return (
    <QueryGate
      query={query}
      keepData="quiet"
      pending={<CircularProgress aria-label="Ładowanie zgłoszenia" sx={{ m: 3 }} />}
      error={(_, retry) => (
        <Stack spacing={2} sx={{ p: 2 }}>
          <RetryAlert onRetry={retry}>{LOAD_ERROR}</RetryAlert>
          <Stack spacing={1} role="log" aria-label="Wiadomości">
            {waitingBubbles}
          </Stack>
        </Stack>
      )}
    >
      {(request) => (
        <ChatBody
          request={request}
          viewer={viewer}
          waitingBubbles={waitingBubbles}
          send={(message) => outbox.send({ employeeRequest: request['@id'], message })}
        />
      )}
    </QueryGate>
  );
}

/** The loaded chat: marks it viewed, offers 'Zakończ zgłoszenie' and the reply to whoever may. */
function ChatBody({
  request,
  viewer,
  waitingBubbles,
  send,
}: {
  request: EmployeeRequestDetail;
  viewer: RequestViewer;
  waitingBubbles: ReactNode;
  send: (message: string) => void;
}) {
  const { id } = request;
  const queryClient = useQueryClient();
  const notice = useNotice();
  const [text, setText] = useState('');
  const [askingFinish, setAskingFinish] = useState(false);
  const viewed = useRef<number | null>(null);
  const unread = isUnread(viewer.id, request.messages.at(-1));

  const view = useMutation({
    mutationFn: () => viewEmployeeRequest(id),
    onSuccess: (detail) => {
      queryClient.setQueryData(employeeRequestKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: employeeRequestKeys.lists() });
    },
  });
  useEffect(() => {
    // Opening an unread chat marks it viewed (viewedBy); once per request and last message.
    const last = request.messages.at(-1)?.id ?? null;
    if (unread && viewed.current !== last) {
      viewed.current = last;
      view.mutate();
    }
  }, [unread, request, view]);

  const finish = useMutation({
    mutationFn: () => finishEmployeeRequest(id, request.version),
    onSettled: () => setAskingFinish(false),
    onSuccess: () => {
      notice.success(M.finishedNotice);
      void queryClient.invalidateQueries({ queryKey: employeeRequestKeys.all });
    },
    onError: (error) => notice.error(error),
  });

  const facts = requestFactsOf(request);
  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_MAX_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || tooLong) return;
    send(trimmed);
    setText('');
  };

  return (
    <Stack
      spacing={2}
      sx={{ p: 2, minWidth: 0 }}
      aria-label={`Zgłoszenie nr ${request.id}`}
      component="section"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: 20, flexGrow: 1 }}>
          Zgłoszenie nr {request.id} · {request.createdBy.name}
        </Typography>
        {canFinishRequest(viewer, facts) ? (
          <Button variant="outlined" onClick={() => setAskingFinish(true)} disabled={finish.isPending}>
            Zakończ zgłoszenie
          </Button>
        ) : null}
        {askingFinish && (
          <ConfirmDialog
            title={M.finishQuestion}
            text={M.finishQuestionText}
            pending={finish.isPending}
            onConfirm={() => finish.mutate()}
            onCancel={() => setAskingFinish(false)}
          />
        )}
        {facts.status === 'finished' ? <Typography color="text.secondary">Zakończone</Typography> : null}
      </Stack>
      <Stack spacing={1} role="log" aria-label="Wiadomości">
        {request.messages.map((message) => (
          <Bubble
            key={message.id}
            own={message.createdBy.id === viewer.id}
            author={message.createdBy.name}
            text={message.message}
            when={formatTimeDate(message.createdAt)}
          />
        ))}
        {waitingBubbles}
      </Stack>
      {canWriteToRequest(viewer, facts) ? (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={submit}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            label="Wiadomość"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            maxRows={6}
            fullWidth
            error={tooLong}
            helperText={tooLong ? M.textTooLong : undefined}
          />
          <Button type="submit" variant="contained" disabled={trimmed === '' || tooLong} sx={{ mt: 1 }}>
            Wyślij
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
