import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { NOTICE_DURATION_MS } from './notice-context';

export interface Notice {
  id: number;
  severity: AlertColor;
  text: string;
}

/** The visible notice: part of the shell's code (data-provider.tsx); lazily loaded only on the login pages. */
export default function NoticeSnackbar({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={NOTICE_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={close}
        closeText="Zamknij"
        sx={{ width: '100%' }}
      >
        {notice.text}
      </Alert>
    </Snackbar>
  );
}
