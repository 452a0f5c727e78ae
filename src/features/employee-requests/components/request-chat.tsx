import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
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
import { useNotice } from '@/ui/notice/notice-context';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import {
  employeeRequestKeys,
  finishEmployeeRequest,
  useEmployeeRequest,
  viewEmployeeRequest,
} from '../api/employee-requests-api';
import { useMessageOutbox } from '../hooks/use-message-outbox';
import { LOAD_ERROR } from '@/ui/errors/load-error';

export const WAITING_LABEL = 'Oczekuje na wysłanie';

function Bubble(props: { own: boolean; author: string; text: string; when: string; waiting?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: props.own ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{ p: 1.5, maxWidth: '80%', bgcolor: props.own ? 'primary.50' : 'background.paper' }}
        data-testid="chat-message"
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {props.author} · {props.when}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{props.text}</Typography>
        {props.waiting ? (
          <Typography variant="caption" color="warning.dark">
            {WAITING_LABEL}
          </Typography>
        ) : null}
      </Paper>
    </Box>
  );
}

/** The chat of one request: its messages, the ones still waiting in the browser, a reply, 'Zakończ'. */
export function RequestChat({ id, viewer }: { id: number; viewer: RequestViewer }) {
  const query = useEmployeeRequest(id);
  const queryClient = useQueryClient();
  const notice = useNotice();
  const outbox = useMessageOutbox(viewer.id);
  const [text, setText] = useState('');
  const [askingFinish, setAskingFinish] = useState(false);
  const viewed = useRef<number | null>(null);
  const request = query.data;
  const unread = request ? isUnread(viewer.id, request.messages.at(-1)) : false;

  const view = useMutation({
    mutationFn: () => viewEmployeeRequest(id),
    onSuccess: (detail) => {
      queryClient.setQueryData(employeeRequestKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: employeeRequestKeys.lists() });
    },
  });
  useEffect(() => {
    // Opening an unread chat marks it viewed (viewedBy); once per request and last message.
    const last = request?.messages.at(-1)?.id ?? null;
    if (unread && viewed.current !== last) {
      viewed.current = last;
      view.mutate();
    }
  }, [unread, request, view]);

  const finish = useMutation({
    mutationFn: () => finishEmployeeRequest(id, request?.version ?? 1),
    onSettled: () => setAskingFinish(false),
    onSuccess: () => {
      notice.success(M.finishedNotice);
      void queryClient.invalidateQueries({ queryKey: employeeRequestKeys.all });
    },
    onError: (error) => notice.error(error),
  });

  // What waits in the browser is shown even when the chat cannot be loaded (offline after a reload).
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
  if (query.isPending) return <CircularProgress aria-label="Ładowanie zgłoszenia" sx={{ m: 3 }} />;
  // A failed read with the chat kept on the phone shows that chat (the page says it is not fresh).
  if (!request)
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        <Alert severity="error">{LOAD_ERROR}</Alert>
        <Stack spacing={1} role="log" aria-label="Wiadomości">
          {waitingBubbles}
        </Stack>
      </Stack>
    );

  const facts = requestFactsOf(request);
  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_MAX_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || tooLong) return;
    outbox.send({ employeeRequest: request['@id'], message: trimmed });
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
