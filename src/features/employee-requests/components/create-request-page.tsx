import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EMPLOYEE_REQUEST_MESSAGES as M } from '@domain/employee-requests/employee-request-rules';
import { messageText } from '@domain/employee-requests/employee-request-input';
import { useNotice } from '@/ui/notice/notice-context';
import { createEmployeeRequest, employeeRequestKeys } from '../api/employee-requests-api';

/** /employee-request/create: the employee describes the matter; the chat goes on on the request. */
export function CreateRequestPage() {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const navigate = useNavigate();
  const notice = useNotice();
  const queryClient = useQueryClient();
  // The rule the server checks the request with (domain/employee-requests/employee-request-input.ts).
  const parsed = messageText.safeParse(text);
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? M.textRequired);
  const create = useMutation({
    mutationFn: (message: string) => createEmployeeRequest(message),
    onSuccess: (request) => {
      notice.success(M.created);
      void queryClient.invalidateQueries({ queryKey: employeeRequestKeys.all });
      void navigate(`/employee-request/${request.id}`);
    },
    onError: (failure) => notice.error(failure),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.success) create.mutate(parsed.data);
  };
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 3 }, maxWidth: 720 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <TextField
            label="Treść zgłoszenia"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={4}
            required
            error={touched && error !== null}
            helperText={touched ? (error ?? undefined) : undefined}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => void navigate('/employee-request')}>Anuluj</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              Wyślij zgłoszenie
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
