import { useMutation } from '@tanstack/react-query';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@domain/auth/auth.schema';
import { api } from '@/api/client';

/** `POST /api/users/reset-password-request`: always 202, whether or not the account exists. */
export async function requestPasswordReset(input: PasswordResetRequestInput): Promise<void> {
  await api.post('/api/users/reset-password-request', passwordResetRequestSchema.parse(input));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
