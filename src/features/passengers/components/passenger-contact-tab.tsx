import { Controller, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PassengerFormInput } from '@domain/people/passenger.schema';
import { PhoneListField } from '@/ui/form/phone-list-field';
import { AccountFieldsText } from '@/ui/people/account-fields-text';
import type { ChosenHome } from '@/ui/places/home-place-dialog';

export const SAVE_FIRST_HOME = 'Zapisz pasażera, aby dodać miejsce zamieszkania';
export const HOME_LOCKED = 'Miejsce zamieszkania może zmienić ta osoba lub administrator użytkowników';
export const SAVE_FIRST_CAR = 'Zapisz pasażera, aby dodać samochód';

interface PassengerContactTabProps {
  form: UseFormReturn<PassengerFormInput>;
  /** False for a passenger not saved yet: home and car wait for the first 'Zapisz' (§4). */
  saved: boolean;
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

/** The 'Kontakt' tab: e-mail, phones with one default, home place and car (administration.md §2.7). */
export function PassengerContactTab({
  form,
  saved,
  lockedAccount,
  homeEditable,
  home,
  onEditHome,
  onClearHome,
}: PassengerContactTabProps) {
  const { errors } = form.formState;
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
      <Box component="section" aria-label="Samochód" sx={{ display: 'grid', gap: 0.5 }}>
        <Typography component="h3" variant="subtitle2">
          Samochód
        </Typography>
        {saved ? (
          <Typography color="text.secondary">
            Samochody pasażerów pojawią się wraz z modułem floty.
          </Typography>
        ) : (
          <Box>
            <SavedOnlyButton saved={false} why={SAVE_FIRST_CAR} onClick={() => undefined}>
              Dodaj samochód
            </SavedOnlyButton>
          </Box>
        )}
      </Box>
    </>
  );
}
