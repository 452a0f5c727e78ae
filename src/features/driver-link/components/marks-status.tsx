import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';

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
      {sending && !unreachable ? (
        <Alert severity="info" role="status" icon={<CircularProgress size={20} />}>
          Wysyłanie…
        </Alert>
      ) : null}
    </>
  );
}
