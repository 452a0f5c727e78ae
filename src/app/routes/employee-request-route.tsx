import { useEffect } from 'react';
import { useParams } from 'react-router';
import { saveKnownUser } from '@/api/known-user';
import { requestScope } from '@domain/employee-requests/employee-request-rules';
import { EmployeeRequestsPage } from '@/features/employee-requests/components/employee-requests-page';
import { viewerOf } from '@/features/employee-requests/viewer';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

/** /employee-request/:selectedEmployeeRequestId? for passengers, admins and watchers (row 531). */
export function Component() {
  const user = useLoadedUser();
  const viewer = viewerOf(user);
  // This page works offline: the user is kept for the shell to start from after a reload (issue 31).
  useEffect(() => saveKnownUser(user), [user]);
  const { selectedEmployeeRequestId } = useParams();
  const selected = Number(selectedEmployeeRequestId);
  if (requestScope(viewer) === null) return <NoAccess />;
  return (
    <EmployeeRequestsPage
      viewer={viewer}
      selected={Number.isSafeInteger(selected) && selected > 0 ? selected : null}
    />
  );
}
