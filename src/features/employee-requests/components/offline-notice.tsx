import Alert from '@mui/material/Alert';
import type { EmployeeRequestStatus } from '@domain/employee-requests/employee-request-rules';
import { isRetryable } from '@/api/retryable';
import { useEmployeeRequest, useEmployeeRequests } from '../api/employee-requests-api';

export const OFFLINE_NOTICE =
  'Brak połączenia z serwerem: widzisz ostatnio pobrane zgłoszenia. Wiadomości oczekujące na wysłanie zostaną wysłane po przywróceniu połączenia.';

/**
 * Says that the list and chat on screen are the ones kept on the phone while the server cannot be
 * reached (issue 31); it goes once a read succeeds. Reads the same queries as the list and the chat.
 */
export function OfflineNotice(props: {
  viewerId: number;
  status: EmployeeRequestStatus;
  selected: number | null;
}) {
  const list = useEmployeeRequests(props.viewerId, props.status);
  const chat = useEmployeeRequest(props.viewerId, props.selected);
  const unreachable = [list, chat].some(
    (query) => query.data !== undefined && query.isError && isRetryable(query.error),
  );
  return unreachable ? <Alert severity="warning">{OFFLINE_NOTICE}</Alert> : null;
}
