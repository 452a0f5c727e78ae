import { useParams } from 'react-router';
import { mayCreatePlace, mayListHotels } from '@domain/places/place-permissions';
import { HotelPage } from '@/features/places/components/hotel-page';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';
import { Component as NotFound } from './not-found-route';
import { asRuleUser } from '@/api/user.schema';

/** /hotels/create and /hotels/:id (edit); the server refuses a hotel the user may not edit. */
export function Component() {
  const user = useLoadedUser();
  const { id } = useParams();
  const actor = asRuleUser(user);
  if (!mayListHotels(user)) return <NoAccess />;
  if (id === undefined) return mayCreatePlace(actor, 'hotel') ? <HotelPage id={null} /> : <NoAccess />;
  const hotelId = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : null;
  return hotelId === null ? <NotFound /> : <HotelPage key={hotelId} id={hotelId} />;
}
