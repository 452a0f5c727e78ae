import { Controller, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PassengerItem } from '@domain/contract/passenger-admin.schema';
import type { PassengerFormInput } from '@domain/people/passenger.schema';
import { PhoneListField } from '@/ui/form/phone-list-field';
import { AccountFieldsText } from '@/ui/people/account-fields-text';
import type { ChosenHome } from '@/ui/places/home-place-dialog';
import { PassengerCarsSection } from './passenger-cars-section';
import { PassengerPlacesSection } from './passenger-places-section';

export const SAVE_FIRST_HOME = 'Zapisz pasażera, aby dodać miejsce zamieszkania';
export const HOME_LOCKED = 'Miejsce zamieszkania może zmienić ta osoba lub administrator użytkowników';

interface PassengerContactTabProps {
  form: UseFormReturn<PassengerFormInput>;
  /** The saved passenger; undefined before the first 'Zapisz', which the home place waits for (§4). */
  passenger: PassengerItem | undefined;
  /** True for who manages cars: the car section links to 'Samochody'. */
  fleetLink: boolean;
  /** An edited passenger whose account fields this caller may not write (row 597): shown as text. */
  lockedAccount?: { email: string | null; phones: readonly { phone: string; main: boolean }[] } | undefined;
  /** False where this caller may not rewrite the person's home (row 599): the address is text only. */
  homeEditable: boolean;
  home: ChosenHome | null;
  onEditHome: () => void;
  onClearHome: () => void;
}

/**
 * A button that works only for a saved passenger (§4). Unsaved, it stays focusable (aria-disabled, not
 * disabled) so that keyboard and pointer users alike get the tooltip saying why.
 */
function SavedOnlyButton({
  saved,
  why,
  onClick,
  children,
}: {
  saved: boolean;
  why: string;
  onClick: () => void;
  children: string;
}) {
  if (saved) return <Button onClick={onClick}>{children}</Button>;
  return (
    <Tooltip title={why} describeChild>
      <Button
        aria-disabled="true"

        sx={{ color: 'text.disabled', cursor: 'default' }}
        disableRipple
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/**
 * The 'Kontakt' tab: e-mail, phones with one default, home place and car (administration.md §2.7), and
 * the favourite places of §3.
 */
export function PassengerContactTab({
  form,
  passenger,
  fleetLink,
  lockedAccount,
  homeEditable,
  home,
  onEditHome,
  onClearHome,
}: PassengerContactTabProps) {
  const { errors } = form.formState;
  const saved = passenger !== undefined;
  return (
    <>
      {lockedAccount ? (
        <AccountFieldsText emailLabel="E-mail" email={lockedAccount.email} phones={lockedAccount.phones} />
      ) : (
        <>
          <TextField
            label="E-mail"
            type="email"
            {...form.register('email')}
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
          <Controller
            control={form.control}
            name="phones"
            render={({ field }) => (
              <PhoneListField value={field.value} onChange={field.onChange} errors={errors.phones} />
            )}
          />
        </>
      )}
      <Box component="section" aria-label="Miejsce zamieszkania" sx={{ display: 'grid', gap: 0.5 }}>
        <Typography component="h3" variant="subtitle2">
          Miejsce zamieszkania
        </Typography>
        <Typography color={home ? 'text.primary' : 'text.secondary'}>
          {home?.address || 'Nie podano'}
        </Typography>
        {homeEditable ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <SavedOnlyButton saved={saved} why={SAVE_FIRST_HOME} onClick={onEditHome}>
              {home ? 'Zmień miejsce zamieszkania' : 'Dodaj miejsce zamieszkania'}
            </SavedOnlyButton>
            {home && <Button onClick={onClearHome}>Usuń miejsce zamieszkania</Button>}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {HOME_LOCKED}
          </Typography>
        )}
      </Box>
      <PassengerCarsSection cars={passenger?.cars ?? []} fleetLink={fleetLink} />
      <PassengerPlacesSection userId={passenger?.userId ?? null} />
    </>
  );
}
