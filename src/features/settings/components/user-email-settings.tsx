import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import { optionalEmailSchema } from '@domain/validation/email';
import type { User } from '@/api/user.schema';
import { TextInput } from '@/ui/form/text-input';
import { useNotice } from '@/ui/notice/notice-context';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useUpdateUser } from '../api/update-user';
import { SaveButton } from './save-button';
import { SettingsSection } from './settings-section';

const emailFormSchema = z.object({ email: optionalEmailSchema });
type EmailForm = z.infer<typeof emailFormSchema>;

const FIELDS = ['email'] as const;

export function UserEmailSettings({ user }: { user: User }) {
  const notice = useNotice();
  const update = useUpdateUser(user);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EmailForm>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: user.email ?? '' },
  });
  const onError = useSubmitError(setError, FIELDS);

  const onSubmit = handleSubmit(({ email }) =>
    update.mutate(
      { email: email === '' ? null : email },
      {
        onSuccess: (saved) => {
          reset({ email: saved.email ?? '' });
          notice.success();
        },
        onError,
      },
    ),
  );

  return (
    <SettingsSection title="Adres e-mail" intro="Na ten adres wyślemy link do resetu hasła.">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <TextInput
          label="Adres e-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SaveButton pending={update.isPending} />
      </Box>
    </SettingsSection>
  );
}
