import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { applyUpdate } from '../service-worker';
import type { ConnectionStatus } from './use-connection-status';

export const OFFLINE_TEXT = 'Próba nawiązania połączenia z Internetem';
export const BACK_ONLINE_TEXT = 'Przywrócono połączenie z Internetem';

/** The banners themselves; loaded only when one has to show. */
export default function ConnectionBannersView({
  status,
  updateWaiting,
}: {
  status: ConnectionStatus;
  updateWaiting: boolean;
}) {
  return (
    <Box
      sx={{
        position: 'fixed',
        left: 16,
        right: { xs: 16, sm: 'auto' },
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        maxWidth: { sm: 440 },
        display: 'grid',
        gap: 1,
      }}
    >
      {status === 'offline' ? (
        <Alert severity="warning" variant="filled" role="status">
          {OFFLINE_TEXT}
        </Alert>
      ) : null}
      {status === 'restored' ? (
        <Alert severity="success" variant="filled" role="status">
          {BACK_ONLINE_TEXT}
        </Alert>
      ) : null}
      {updateWaiting ? (
        <Alert
          severity="info"
          variant="filled"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={applyUpdate}>
              aktualizuj aplikację
            </Button>
          }
        >
          Dostępna jest aktualizacja aplikacji
        </Alert>
      ) : null}
    </Box>
  );
}
