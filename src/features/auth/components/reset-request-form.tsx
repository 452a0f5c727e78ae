import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@domain/auth/auth.schema';
import { TextInput } from '@/ui/form/text-input';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useRequestPasswordReset } from '../api/request-password-reset';

const FIELDS = ['identifier'] as const;

interface ResetRequestFormProps {
  /** The identifier the field starts with (the signed-in user's own e-mail or phone). */
  defaultIdentifier?: string;
  /** Where 'Ok' of the success dialog leads. */
  doneTo: string;
  /** Below the button: the way back. */
  footer?: ReactNode;
}

/**
 * 'Adres e-mail lub numer telefonu' and 'Wyślij link resetujący', then the 'Sukces!' dialog
 * (administration.md §2.5): the login's 'Nie pamiętasz hasła?' page and the settings page of the same
 * name both use this one form.
 */
export function ResetRequestForm({ defaultIdentifier = '', doneTo, footer }: ResetRequestFormProps) {
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { identifier: defaultIdentifier },
  });
  const onError = useSubmitError(setError, FIELDS);

  const onSubmit = handleSubmit((values) =>
    request.mutate(values, { onSuccess: () => setSentTo(values.identifier.trim()), onError }),
  );

  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <TextInput
          label="Adres e-mail lub numer telefonu"
          autoComplete="username"
          error={errors.identifier?.message}
          helperText="Wyślemy na niego link do ustawienia nowego hasła."
          {...register('identifier')}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2 }}
          disabled={request.isPending}
          startIcon={
            request.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null
          }
        >
          Wyślij link resetujący
        </Button>
        {footer}
      </Box>
      <Dialog open={sentTo !== null} aria-labelledby="reset-sent-title" fullWidth maxWidth="xs">
        <DialogTitle id="reset-sent-title">Sukces!</DialogTitle>
        <DialogContent>
          <DialogContentText>Link do zresetowania hasła został wysłany na: {sentTo}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => navigate(doneTo)}>
            Ok
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
