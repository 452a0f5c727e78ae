import { mayListHotels } from '@domain/places/place-permissions';
import { HotelsPage } from '@/features/places/components/hotels-page';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

/** 'Hotele' for ADMIN or HOTEL (domain/places/place-permissions.ts). */
export function Component() {
  const user = useLoadedUser();
  return mayListHotels(user) ? <HotelsPage user={user} /> : <NoAccess />;
}
