import { canCreateRequest } from '@domain/employee-requests/employee-request-rules';
import { CreateRequestPage } from '@/features/employee-requests/components/create-request-page';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

/** /employee-request/create: employees raise requests (row 532). */
export function Component() {
  return canCreateRequest(useLoadedUser()) ? <CreateRequestPage /> : <NoAccess />;
}
