import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { passwordChangeSchema, type PasswordChangeInput } from '@domain/auth/auth.schema';
import type { User } from '@/api/user.schema';
import { TextInput } from '@/ui/form/text-input';
import { useNotice } from '@/ui/notice/notice-context';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useUpdateUser } from '../api/update-user';
import { SaveButton } from './save-button';
import { SettingsSection } from './settings-section';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function UserPasswordChangeSettings({ user }: { user: User }) {
  const notice = useNotice();
  const update = useUpdateUser(user);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onError = useSubmitError(setError, FIELDS);
  const [currentPassword, newPassword] = useWatch({ control, name: ['currentPassword', 'newPassword'] });
  const sameAsCurrent = newPassword !== '' && newPassword === currentPassword;

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        reset();
        notice.success();
      },
      onError,
    }),
  );

  return (
    <SettingsSection title="Zmiana hasła" intro="Po zmianie używaj nowego hasła przy logowaniu.">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <TextInput
          label="Obecne hasło"
          type="password"
          required
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextInput
          label="Nowe hasło"
          type="password"
          required
          autoComplete="new-password"
          error={errors.newPassword?.message}
          helperText={sameAsCurrent ? 'Nowe hasło powinno różnić się od obecnego' : undefined}
          {...register('newPassword')}
        />
        <Box sx={{ mt: 1 }}>
          <Link component={RouterLink} to="/settings/user-password-reset-request" variant="body2">
            Nie pamiętasz hasła?
          </Link>
        </Box>
        <SaveButton pending={update.isPending} />
      </Box>
    </SettingsSection>
  );
}
