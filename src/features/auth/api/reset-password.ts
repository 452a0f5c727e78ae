import { useMutation } from '@tanstack/react-query';
import { passwordResetSchema, type PasswordResetInput } from '@domain/auth/auth.schema';
import { api } from '@/api/client';

export interface ResetPasswordVariables extends PasswordResetInput {
  token: string;
}

/** `POST /api/users/reset-password?token=<token>`: 204, or 400 when the link is invalid or expired. */
export async function resetPassword({ token, ...input }: ResetPasswordVariables): Promise<void> {
  await api.post('/api/users/reset-password', passwordResetSchema.parse(input), { params: { token } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
