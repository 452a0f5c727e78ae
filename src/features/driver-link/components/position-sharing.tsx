import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TRACKING_TEXTS } from '@domain/tracking/tracking-rules';
import { formatDateAndTime } from '@domain/dates';
import { usePositionSharing } from '../hooks/use-position-sharing';

/**
 * 'Udostępnij położenie pasażerom' on the driver's page (issue 35): shown only while the course is in
 * realization (the driver page mounts it then), asked once per link, with a clear indicator and a
 * way to stop while the position is shared. Loaded lazily: the page's first load carries none of it.
 */
export function PositionSharing({ token }: { token: string }) {
  const { sharing, problem, sentAt, start, stop } = usePositionSharing(token);
  if (!sharing)
    return (
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Typography variant="body2">{TRACKING_TEXTS.consentHelp}</Typography>
        <Button variant="outlined" onClick={start}>
          {TRACKING_TEXTS.consent}
        </Button>
      </Paper>
    );
  return (
    <Alert
      severity={problem ? 'warning' : 'success'}
      role="status"
      action={
        <Button color="inherit" size="small" onClick={stop}>
          {TRACKING_TEXTS.stop}
        </Button>
      }
    >
      <strong>{TRACKING_TEXTS.sharing}</strong>
      {problem === 'denied' ? <div>{TRACKING_TEXTS.denied}</div> : null}
      {problem === 'unavailable' ? <div>Nie udało się odczytać położenia telefonu.</div> : null}
      {!problem && sentAt ? <div>{`Ostatnio wysłano ${formatDateAndTime(sentAt)}`}</div> : null}
    </Alert>
  );
}
