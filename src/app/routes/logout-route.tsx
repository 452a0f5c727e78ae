import { DataProvider } from '../data-provider';
import { LogoutPage } from '@/features/auth/components/logout-page';

export function Component() {
  return (
    <DataProvider>
      <LogoutPage />
    </DataProvider>
  );
}
