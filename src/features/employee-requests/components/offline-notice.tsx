import Alert from '@mui/material/Alert';
import type { EmployeeRequestStatus } from '@domain/employee-requests/employee-request-rules';
import { isRetryable } from '@/api/retryable';
import { useWhenOnline } from '@/lib/use-when-online';
import { useEmployeeRequest, useEmployeeRequests } from '../api/employee-requests-api';

export const OFFLINE_NOTICE =
  'Brak połączenia z serwerem: widzisz ostatnio pobrane zgłoszenia. Wiadomości oczekujące na wysłanie zostaną wysłane po przywróceniu połączenia.';

/** As the shell asks again for the user it could not load (UNREACHABLE_RETRY_MS). */
const RETRY_MS = 5000;

/**
 * Says that the list and chat on screen are the ones kept on the phone while the server cannot be
 * reached (issue 31); it goes once a read succeeds. Reads the same queries as the list and the chat.
 */
export function OfflineNotice(props: { status: EmployeeRequestStatus; selected: number | null }) {
  const list = useEmployeeRequests(props.status);
  const chat = useEmployeeRequest(props.selected);
  const stale = [list, chat].filter(
    (query) => query.data !== undefined && query.isError && isRetryable(query.error),
  );
  const unreachable = stale.length > 0;
  // React Query's reconnect refetch never fires for a page loaded offline (see useWhenOnline): what
  // is shown from the phone is read again every few seconds and when the browser says it is online.
  useWhenOnline(() => stale.forEach((query) => void query.refetch()), unreachable, RETRY_MS);
  return unreachable ? <Alert severity="warning">{OFFLINE_NOTICE}</Alert> : null;
}
