import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PassengerItem } from '@domain/contract/passenger-admin.schema';
import { mayManageCars } from '@domain/fleet/car-permissions';
import { employerChoice, type PassengerActor } from '@domain/people/passenger-permissions';
import { passengerFormSchema, type PassengerFormInput } from '@domain/people/passenger.schema';
import { violationsToFieldErrors } from '@/api/violations';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { ResourceDialogLoading } from '@/ui/resource-dialog/resource-dialog-loading';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import {
  PASSENGERS,
  createPassenger,
  passengerQuery,
  updatePassenger,
  usePassenger,
} from '../api/passengers-api';
import { HomePlaceDialog, type ChosenHome } from '@/ui/places/home-place-dialog';
import { PassengerContactTab } from './passenger-contact-tab';
import { PassengerDetailsTab } from './passenger-details-tab';
import { PassengerTabs, type PassengerTab } from './passenger-tabs';

interface PassengerDialogProps {
  /** null: 'Dodaj pasażera'; else the passenger to edit. */
  passengerId: number | null;
  actor: PassengerActor;
  onClose: () => void;
}

/**
 * 'Dodaj pasażera' / 'Edytuj pasażera' (administration.md §2.7): tabs 'Szczegóły' and 'Kontakt'. The
 * first 'Zapisz' of a new passenger keeps the dialog open as 'Edytuj pasażera' of the saved passenger,
 * on the same tab, so that the home place (§4: only for a saved passenger) is set in the same sitting
 * (docs/spec-decisions.md row 655); a later 'Zapisz' closes it.
 */
export function PassengerDialog({ passengerId, actor, onClose }: PassengerDialogProps) {
  const [id, setId] = useState(passengerId);
  const [tab, setTab] = useState<PassengerTab>('details');
  const queryClient = useQueryClient();
  const passenger = usePassenger(id);
  const created = (item: PassengerItem) => {
    // The POST answer is the item: the edit starts from it at once, no spinner while it is read again.
    queryClient.setQueryData(passengerQuery(item.id).queryKey, item);
    setId(item.id);
  };
  if (id !== null && !passenger.data)
    return <ResourceDialogLoading title="Edytuj pasażera" query={passenger} onClose={onClose} />;
  return (
    // A new key once saved: the form starts again from the saved passenger (phone ids, version).
    <PassengerForm
      key={passenger.data?.id ?? 'new'}
      passenger={passenger.data}
      actor={actor}
      tab={tab}
      onTab={setTab}
      onCreated={created}
      onClose={onClose}
    />
  );
}

const DETAILS_FIELDS = ['firstname', 'surname', 'employer', 'employeeGroup'] as const;
const FIELDS = [...DETAILS_FIELDS, 'email', 'phones'] as const;

const valuesOf = (passenger: PassengerItem | undefined): PassengerFormInput => ({
  firstname: passenger?.firstname ?? '',
  surname: passenger?.surname ?? '',
  email: passenger?.email ?? '',
  phones: passenger?.phones.map(({ id, phone, main }) => ({ id, phone, main })) ?? [],
  employer: passenger?.company?.['@id'] ?? '',
  employeeGroup: passenger?.employeeGroup?.['@id'] ?? '',
});

interface PassengerFormProps {
  passenger: PassengerItem | undefined;
  actor: PassengerActor;
  tab: PassengerTab;
  onTab: (tab: PassengerTab) => void;
  onCreated: (passenger: PassengerItem) => void;
  onClose: () => void;
}

function PassengerForm({ passenger, actor, tab, onTab: setTab, onCreated, onClose }: PassengerFormProps) {
  const [home, setHome] = useState<ChosenHome | null>(
    passenger?.home ? { iri: passenger.home['@id'], address: passenger.home.address ?? '' } : null,
  );
  const [homeOpen, setHomeOpen] = useState(false);
  const choice = employerChoice(actor);
  const form = useForm<PassengerFormInput>({
    resolver: zodResolver(passengerFormSchema(actor)),
    defaultValues: valuesOf(passenger),
  });
  const stale = useStaleForm(form, passengerQuery(passenger?.id ?? 0), valuesOf, passenger);
  const showTabOf = (fields: readonly string[]) =>
    setTab(
      fields.some((field) => (DETAILS_FIELDS as readonly string[]).includes(field)) ? 'details' : 'contact',
    );
  const save = useResourceMutation({
    kind: passenger ? 'edit' : 'create',
    resource: PASSENGERS,
    mutationFn: (values: PassengerFormInput) => {
      const body = {
        ...values,
        employer: values.employer === '' ? null : values.employer,
        employeeGroup: values.employeeGroup === '' ? null : values.employeeGroup,
      };
      return passenger
        ? updatePassenger(stale.pin(passenger), { ...body, home: home?.iri ?? null })
        : createPassenger(body);
    },
    onSuccess: (saved) => (passenger ? onClose() : onCreated(saved)),
    onError: (error) => {
      const rest = violationsToFieldErrors(error, form.setError, FIELDS);
      showTabOf(Object.keys(form.formState.errors));
      return rest.length === 0 && Object.keys(form.formState.errors).length > 0;
    },
    stale: passenger && stale,
  });
  const submit = form.handleSubmit(
    (values) => save.mutate(values),
    (errors) => showTabOf(Object.keys(errors)),
  );
  return (
    <>
      <ResourceDialog
        title={passenger ? 'Edytuj pasażera' : 'Dodaj pasażera'}
        onSubmit={() => void submit()}
        onClose={onClose}
        pending={save.isPending}
        stale={stale}
      >
        <PassengerTabs tab={tab} onTab={setTab}>
          {tab === 'details' ? (
            <PassengerDetailsTab
              form={form}
              actor={actor}
              choice={choice}
              lockedEmployer={passenger && !passenger.employerEditable ? passenger.company : undefined}
            />
          ) : (
            <PassengerContactTab
              form={form}
              passenger={passenger}
              fleetLink={mayManageCars(actor)}
              lockedAccount={passenger && !passenger.accountEditable ? passenger : undefined}
              homeEditable={!passenger || passenger.homeEditable}
              home={home}
              onEditHome={() => setHomeOpen(true)}
              onClearHome={() => setHome(null)}
            />
          )}
        </PassengerTabs>
      </ResourceDialog>
      {homeOpen && passenger && (
        <HomePlaceDialog
          userId={passenger.userId}
          current={home}
          onChosen={setHome}
          onClose={() => setHomeOpen(false)}
        />
      )}
    </>
  );
}
