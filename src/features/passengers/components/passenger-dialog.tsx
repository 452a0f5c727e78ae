import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { PassengerItem } from '@domain/contract/passenger-admin.schema';
import { employerChoice, type PassengerActor } from '@domain/people/passenger-permissions';
import { passengerFormSchema, type PassengerFormInput } from '@domain/people/passenger.schema';
import { violationsToFieldErrors } from '@/api/violations';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import { LOAD_ERROR } from '@/ui/resource-list/resource-list';
import {
  PASSENGERS,
  createPassenger,
  passengerQuery,
  updatePassenger,
  usePassenger,
} from '../api/passengers';
import { HomePlaceDialog, type ChosenHome } from '@/ui/places/home-place-dialog';
import { PassengerContactTab } from './passenger-contact-tab';
import { PassengerDetailsTab } from './passenger-details-tab';

interface PassengerDialogProps {
  /** null: 'Dodaj pasażera'; else the passenger to edit. */
  passengerId: number | null;
  actor: PassengerActor;
  onClose: () => void;
}

/** 'Dodaj pasażera' / 'Edytuj pasażera' (administration.md §2.7): tabs 'Szczegóły' and 'Kontakt'. */
export function PassengerDialog({ passengerId, actor, onClose }: PassengerDialogProps) {
  const passenger = usePassenger(passengerId);
  if (passengerId !== null && !passenger.data)
    return (
      <ResourceDialog title="Edytuj pasażera" onSubmit={() => undefined} onClose={onClose}>
        {passenger.isError ? (
          <Typography role="alert" color="error">
            {LOAD_ERROR}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress aria-label="Wczytywanie" />
          </Box>
        )}
      </ResourceDialog>
    );
  return <PassengerForm passenger={passenger.data} actor={actor} onClose={onClose} />;
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
  onClose: () => void;
}

function PassengerForm({ passenger, actor, onClose }: PassengerFormProps) {
  const [tab, setTab] = useState<'details' | 'contact'>('details');
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
    onSuccess: onClose,
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
        <Tabs
          value={tab}
          onChange={(_event, next: 'details' | 'contact') => setTab(next)}
          variant="fullWidth"
        >
          <Tab
            value="details"
            label="Szczegóły"
            id="passenger-tab-details"
            aria-controls="passenger-panel-details"
          />
          <Tab
            value="contact"
            label="Kontakt"
            id="passenger-tab-contact"
            aria-controls="passenger-panel-contact"
          />
        </Tabs>
        <Box
          role="tabpanel"
          id={`passenger-panel-${tab}`}
          aria-labelledby={`passenger-tab-${tab}`}
          sx={{ display: 'grid', gap: 2 }}
        >
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
              saved={passenger !== undefined}
              lockedAccount={passenger && !passenger.accountEditable ? passenger : undefined}
              homeEditable={!passenger || passenger.homeEditable}
              home={home}
              onEditHome={() => setHomeOpen(true)}
              onClearHome={() => setHome(null)}
            />
          )}
        </Box>
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
