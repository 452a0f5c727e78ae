import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Place } from '@domain/contract/place.schema';
import { placeFormSchema, type PlaceFormData, type PlaceFormInput } from '@domain/places/place-form.schema';
import { toPlaceType, type PlaceType } from '@domain/places/place-type';

/** The form of a place being edited, or of a new place of `type`. */
export function usePlaceForm(place: Place | null, type: PlaceType) {
  return useForm<PlaceFormInput, unknown, PlaceFormData>({
    resolver: zodResolver(placeFormSchema),
    defaultValues: placeFormValues(place, type),
  });
}

/** The form's values of a place (a new one of `type` when null). */
export const placeFormValues = (place: Place | null, type: PlaceType): PlaceFormInput => ({
  type: place ? (toPlaceType(place.type) ?? type) : type,
  name: place?.name ?? '',
  address: place?.address ?? '',
  latitude: place?.latitude ?? null,
  longitude: place?.longitude ?? null,
  placeId: place?.placeId ?? null,
});

/** §8: 'Miejsce {name} zostało poprawnie dodane' / '... poprawnie usunięte'. */
export const placeAdded = (place: Place) => `Miejsce ${place.name ?? ''} zostało poprawnie dodane`;
export const placeRemoved = (place: Place) => `Miejsce ${place.name ?? ''} zostało poprawnie usunięte`;
