import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { userNameSchema, type UserNameInput } from '@domain/auth/auth.schema';
import type { User } from '@/api/user.schema';
import { TextInput } from '@/ui/form/text-input';
import { useNotice } from '@/ui/notice/notice-context';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useUpdateUser } from '../api/update-user';
import { SaveButton } from './save-button';
import { SettingsSection } from './settings-section';

const FIELDS = ['firstname', 'surname'] as const;

export function UserNameSettings({ user }: { user: User }) {
  const notice = useNotice();
  const update = useUpdateUser(user);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<UserNameInput>({
    resolver: zodResolver(userNameSchema),
    defaultValues: { firstname: user.firstname ?? '', surname: user.surname ?? '' },
  });
  const onError = useSubmitError(setError, FIELDS);

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset({ firstname: saved.firstname ?? '', surname: saved.surname ?? '' });
        notice.success();
      },
      onError,
    }),
  );

  return (
    <SettingsSection title="Imię i nazwisko" intro="Tak będziesz widoczny dla dyspozytorów i kierowców.">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <TextInput
          label="Imię"
          required
          autoComplete="given-name"
          error={errors.firstname?.message}
          {...register('firstname')}
        />
        <TextInput
          label="Nazwisko"
          required
          autoComplete="family-name"
          error={errors.surname?.message}
          {...register('surname')}
        />
        <SaveButton pending={update.isPending} />
      </Box>
    </SettingsSection>
  );
}
