import { canReadPassengerChanges } from '@domain/passenger-changes/passenger-change-rules';
import { PassengerChangesPage } from '@/features/passenger-changes/components/passenger-changes-page';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

/** 'Ewidencja zmian pasażerów' for ROLE_PASSENGER_CHANGE (administration.md §2.3). */
export function Component() {
  const user = useLoadedUser();
  return canReadPassengerChanges(user) ? <PassengerChangesPage user={user} /> : <NoAccess />;
}
