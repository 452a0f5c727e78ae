import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NOTICE_DURATION_MS } from './notice-context';

export interface Notice {
  id: number;
  severity: AlertColor;
  text: string;
}

/**
 * The visible notice: part of the shell's code (data-provider.tsx); lazily loaded only on the login pages.
 * On a phone it shows at the top: dialogs there fill the screen with their buttons at the bottom, where a
 * notice would cover 'Zapisz' or 'Anuluj' for its 3 s.
 */
export default function NoticeSnackbar({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={NOTICE_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
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
