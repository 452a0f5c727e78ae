import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import type { z } from 'zod';
import type { User } from '@/api/user.schema';
import { toApiError } from '@/api/api-error';
import { violationsToFieldErrors } from '@/api/violations';
import { PhoneListField } from '@/ui/form/phone-list-field';
import { FormPage } from '@/ui/form/form-page';
import { useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import { TextInput } from '@/ui/form/text-input';
import { mutationErrorText, useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useNotice } from '@/ui/notice/notice-context';
import { iri } from '@domain/contract/iri';
import { userCreateSchema, userEditSchema } from '@domain/people/user-account.schema';
import { canLinkHotels, isHotelAccount } from '@domain/people/user-permissions';
import { USERS_RESOURCE, createUser, updateUser, userQueryOptions } from '../api/users-api';
import { CompanyField } from './company-field';
import { HotelsField } from './hotels-field';
import { RolesField } from './roles-field';

type FormInput = z.input<typeof userEditSchema>;
type FormOutput = z.output<typeof userEditSchema>;
const FIELDS = [
  'username',
  'firstname',
  'surname',
  'email',
  'password',
  'roles',
  'company',
  'hotels',
] as const;

const initialValues = (actor: User, current: User | null): FormInput => ({
  username: current?.username ?? '',
  firstname: current?.firstname ?? '',
  surname: current?.surname ?? '',
  email: current?.email ?? '',
  phones: current?.phones.map(({ id, phone, main }) => ({ id, phone, main })) ?? [],
  password: '',
  roles: (current?.roles ?? []).filter((role) => role !== 'ROLE_DEFAULT') as FormInput['roles'],
  // A company creates accounts of its own company only (user-permissions.canAssignCompany).
  company: current
    ? current.company && iri('companies', current.company.id)
    : actor.company && iri('companies', actor.company.id),
  hotels: current?.hotels ?? [],
});

/**
 * Create (`/users/create`) or edit (`/users/:id/edit`) an account: the person block, username, a
 * password (required on create, empty keeps it on edit), roles the actor may grant and the company.
 */
export function UserForm({ actor, current }: { actor: User; current: User | null }) {
  const navigate = useNavigate();
  const notice = useNotice();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(current ? userEditSchema : userCreateSchema),
    defaultValues: initialValues(actor, current),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const stale = useStaleForm(
    form,
    userQueryOptions(current?.id ?? 0),
    (newer) => initialValues(actor, newer),
    current ?? undefined,
  );
  const kind = current ? 'edit' : 'create';
  // 'Hotele' only on an edit by the administrator of an account that is (or is made) a hotel's desk;
  // otherwise the field is not sent, as the server takes it from the administrator only (row 604).
  const roles = useWatch({ control, name: 'roles' });
  const withHotels = current !== null && canLinkHotels(actor) && isHotelAccount({ roles });
  // Violations of the form's fields go under them; any other one, or another failure, to the notice.
  const onError = (error: unknown) => {
    const rest = violationsToFieldErrors(error, setError, FIELDS);
    const allOnFields = toApiError(error).violations.length > 0 && rest.length === 0;
    if (!allOnFields) notice.error(rest.at(-1) ?? mutationErrorText(kind, error));
    return true;
  };
  const save = useResourceMutation({
    kind,
    resource: USERS_RESOURCE,
    mutationFn: (values: FormOutput) =>
      current
        ? updateUser(current.id, stale.pin(current).version, {
            ...values,
            hotels: withHotels ? values.hotels : undefined,
          })
        : createUser({ ...values, password: values.password }),
    successText: current ? 'Dane zapisano prawidłowo' : 'Nowy użytkownik został dodany',
    onSuccess: (saved) => void navigate(`/users/${saved.id}`),
    onError,
    stale: current ? stale : undefined,
  });

  return (
    <FormPage
      title={current ? 'Edytuj użytkownika' : 'Nowy użytkownik'}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      cancelTo={current ? `/users/${current.id}` : '/users'}
      saving={save.isPending}
      stale={stale}
    >
      <TextInput
        label="Nazwa użytkownika"
        required
        autoComplete="off"
        error={errors.username?.message}
        {...register('username')}
      />
      <Box sx={{ display: 'grid', gap: { md: 2 }, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <TextInput label="Imię" required error={errors.firstname?.message} {...register('firstname')} />
        <TextInput label="Nazwisko" required error={errors.surname?.message} {...register('surname')} />
      </Box>
      <TextInput label="E-mail" type="email" error={errors.email?.message} {...register('email')} />
      <Controller
        control={control}
        name="phones"
        render={({ field }) => (
          <Box sx={{ mt: 2 }}>
            <PhoneListField value={field.value} onChange={field.onChange} errors={errors.phones} />
          </Box>
        )}
      />
      <TextInput
        label={current ? 'Nowe hasło' : 'Hasło'}
        type="password"
        autoComplete="new-password"
        required={!current}
        helperText={current ? 'Puste pole pozostawia obecne hasło' : undefined}
        error={errors.password?.message}
        {...register('password')}
      />
      <Controller
        control={control}
        name="company"
        render={({ field }) => (
          <CompanyField
            actor={actor}
            value={field.value}
            onChange={field.onChange}
            error={errors.company?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <RolesField
            actor={actor}
            target={current}
            value={field.value}
            onChange={field.onChange}
            error={errors.roles?.message}
          />
        )}
      />
      {withHotels && (
        <Controller
          control={control}
          name="hotels"
          render={({ field }) => (
            <HotelsField value={field.value ?? []} onChange={field.onChange} error={errors.hotels?.message} />
          )}
        />
      )}
    </FormPage>
  );
}
