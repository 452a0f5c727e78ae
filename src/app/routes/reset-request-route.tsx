import { DataProvider } from '../data-provider';
import { ResetRequestPage } from '@/features/auth/components/reset-request-page';

export function Component() {
  return (
    <DataProvider>
      <ResetRequestPage />
    </DataProvider>
  );
}
