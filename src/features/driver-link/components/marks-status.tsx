import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';

interface MarksStatusProps {
  waiting: number;
  sending: boolean;
  unreachable: boolean;
  /** The course shown is the copy kept on the phone: the last read failed. */
  stale: boolean;
}

/** What the phone knows about its connection to the server, above the course. */
export function MarksStatus({ waiting, sending, unreachable, stale }: MarksStatusProps) {
  return (
    <>
      {sending && !unreachable ? (
        // Fixed at the top edge: a quick send must not shift the buttons under the driver's finger.
        <LinearProgress
          aria-label="Wysyłanie…"
          sx={{
            position: 'fixed',
            top: 'var(--connection-banner-height, 0px)',
            left: 0,
            right: 0,
            zIndex: (theme) => theme.zIndex.appBar,
          }}
        />
      ) : null}
      {stale ? (
        <Alert severity="warning" role="status">
          Brak połączenia z serwerem: widzisz ostatnio pobrany stan kursu.
        </Alert>
      ) : null}
      {waiting > 0 && (unreachable || !sending) ? (
        <Alert severity="warning" role="status">
          {`Czeka na wysłanie: ${waiting}. Wyślemy po odzyskaniu połączenia.`}
        </Alert>
      ) : null}
    </>
  );
}
