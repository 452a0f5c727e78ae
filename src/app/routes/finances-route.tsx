import { FinancesPage } from '@/features/finances/components/finances-page';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  return <FinancesPage user={useLoadedUser()} />;
}
