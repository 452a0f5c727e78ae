import { AccommodationForm } from '@/features/accommodations/components/accommodation-form';
import { canBookAccommodation } from '@domain/accommodations/accommodation-rules';
import { AccommodationsLayout } from './accommodations-layout';
import { NoAccess } from './no-access';

export function Component() {
  return (
    <AccommodationsLayout>
      {(user) => (canBookAccommodation(user) ? <AccommodationForm /> : <NoAccess />)}
    </AccommodationsLayout>
  );
}
