import { mayListPlaces } from '@domain/places/place-permissions';
import { PlacesPage } from '@/features/places/components/places-page';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

/** 'Miejsca' for the menu entry's roles (domain/places/place-permissions.ts). */
export function Component() {
  const user = useLoadedUser();
  return mayListPlaces(user) ? <PlacesPage user={user} /> : <NoAccess />;
}
