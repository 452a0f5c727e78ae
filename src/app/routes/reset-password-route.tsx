import { DataProvider } from '../data-provider';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

export function Component() {
  return (
    <DataProvider>
      <ResetPasswordPage />
    </DataProvider>
  );
}
