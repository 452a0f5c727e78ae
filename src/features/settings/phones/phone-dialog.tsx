import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import {
  OWN_PHONE_MESSAGES,
  applyPhoneChange,
  defaultSwitchLocked,
  ownPhoneSchema,
  type OwnPhoneInput,
} from '@domain/people/own-phones';
import { polishAndGermanPhones } from '@domain/phone/polish-and-german-phones';
import { PASTED_PHONE_LENGTH } from '@domain/validation/phone';
import { currentUserQueryOptions } from '@/api/current-user';
import type { User } from '@/api/user.schema';
import { answerFailedSave, useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import { TextInput } from '@/ui/form/text-input';
import { useNotice } from '@/ui/notice/notice-context';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useChangeOwnPhone } from '../api/own-phones-api';

const FIELDS = ['phone', 'main'] as const;
export const FIRST_PHONE_HINT = 'Pierwszy numer telefonu jest zawsze domyślny';

/** The form's values for the phone `phoneId` of `user` (empty when the user has no such phone). */
const phoneValues = (user: User, phoneId: number | undefined): OwnPhoneInput => {
  const phone = user.phones.find((entry) => entry.id === phoneId);
  return { phone: phone?.phone ?? '', main: phone?.main ?? false };
};

/**
 * The add (`index` null) and edit form of one own phone: the number and 'Domyślny numer telefonu'.
 * Checked with the same rule the server applies (domain/people/own-phones.ts) before anything is sent.
 */
export function PhoneDialog({
  user,
  index,
  onClose,
}: {
  user: User;
  index: number | null;
  onClose: () => void;
}) {
  const notice = useNotice();
  const current = index === null ? undefined : user.phones[index];
  const locked = defaultSwitchLocked(user.phones, index);
  const form = useForm<OwnPhoneInput>({
    resolver: zodResolver(ownPhoneSchema),
    defaultValues: current ? phoneValues(user, current.id) : { phone: '', main: user.phones.length === 0 },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  // The phones are versioned by their user: an edit is stale when the user changed meanwhile (row 573).
  const stale = useStaleForm(
    form,
    currentUserQueryOptions(),
    (newer) => phoneValues(newer, current?.id),
    current && user,
  );
  const change = useChangeOwnPhone(stale.pin(user));
  const onFieldError = useSubmitError(setError, FIELDS);
  const onError = (error: unknown) =>
    current ? answerFailedSave(stale, error, () => onFieldError(error)) : onFieldError(error);

  const onSubmit = handleSubmit((entry) => {
    const checked = applyPhoneChange(
      user.phones,
      index === null ? { kind: 'add', entry } : { kind: 'edit', index, entry },
    );
    if (!checked.ok) {
      setError(checked.violation.field, { message: checked.violation.message });
      return;
    }
    change.mutate(current ? { kind: 'edit', phoneId: current.id, entry } : { kind: 'add', entry }, {
      onSuccess: () => {
        notice.success();
        onClose();
      },
      onError,
    });
  });

  const hint = index === null ? FIRST_PHONE_HINT : OWN_PHONE_MESSAGES.keepDefault;
  return (
    <ResourceDialog
      title={index === null ? 'Dodaj numer telefonu' : 'Edytuj numer telefonu'}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      pending={change.isPending}
      stale={current && stale}
    >
      <TextInput
        label="Numer telefonu"
        required
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PASTED_PHONE_LENGTH}
        error={errors.phone?.message}
        {...register('phone', { setValueAs: (value: string) => polishAndGermanPhones.typed(value) })}
      />
      <Controller
        name="main"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                // The name lets the stale-save dialog call the switch by its label.
                name={field.name}
                checked={field.value}
                disabled={locked}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': 'phone-default-hint' } }}
              />
            }
            label="Domyślny numer telefonu"
          />
        )}
      />
      <FormHelperText id="phone-default-hint" error={Boolean(errors.main)} sx={{ mt: -1.5 }}>
        {errors.main?.message ?? (locked ? hint : 'Pod tym numerem skontaktują się z Tobą dyspozytorzy')}
      </FormHelperText>
    </ResourceDialog>
  );
}
