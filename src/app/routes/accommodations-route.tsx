import { AccommodationsList } from '@/features/accommodations/components/accommodations-list';
import { canListAccommodations } from '@domain/accommodations/accommodation-rules';
import { AccommodationsLayout } from './accommodations-layout';
import { NoAccess } from './no-access';

/** 'Lista noclegów': the menu's rule 'Noclegi' (ADMIN or HOTEL) guards it, in its own layout. */
export function Component() {
  return (
    <AccommodationsLayout>
      {(user) => (canListAccommodations(user) ? <AccommodationsList user={user} /> : <NoAccess />)}
    </AccommodationsLayout>
  );
}
