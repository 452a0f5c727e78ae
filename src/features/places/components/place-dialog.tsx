import type { Place } from '@domain/contract/place.schema';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { PLACES, placeQuery, savePlace } from '../api/places-api';
import { PLACE_FIELDS, PlaceFields } from './place-fields';
import { placeAdded, placeFormValues, usePlaceForm } from './place-form';

interface PlaceDialogProps {
  /** The place being edited, or null for 'Dodaj miejsce'. */
  place: Place | null;
  onClose: () => void;
}

/** 'Dodaj miejsce' / 'Edytuj miejsce' (administration.md §2.7): type, place search, address, name, map. */
export function PlaceDialog({ place, onClose }: PlaceDialogProps) {
  const form = usePlaceForm(place, 'place');
  const onError = useSubmitError(form.setError, PLACE_FIELDS);
  const stale = useStaleForm(
    form,
    placeQuery(place?.id ?? 0),
    (newer) => placeFormValues(newer, 'place'),
    place ?? undefined,
  );
  const save = useResourceMutation({
    kind: place ? 'edit' : 'create',
    resource: PLACES,
    mutationFn: (data: Parameters<typeof savePlace>[0]) => savePlace(data, place && stale.pin(place)),
    successText: place ? undefined : placeAdded,
    onSuccess: onClose,
    onError: (error) => {
      onError(error);
      return true;
    },
    stale: place ? stale : undefined,
  });
  return (
    <ResourceDialog
      title={place ? 'Edytuj miejsce' : 'Dodaj miejsce'}
      onSubmit={() => void form.handleSubmit((data) => save.mutate(data))()}
      onClose={onClose}
      pending={save.isPending}
      stale={stale}
    >
      <PlaceFields form={form} showType />
    </ResourceDialog>
  );
}
