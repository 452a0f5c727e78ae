import { DefinedKilometersList } from '@/features/finances/components/defined-kilometers-list';
import { canAddDefinedKilometers } from '@domain/finance/finance-rules';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

export function Component() {
  const user = useLoadedUser();
  if (!canAddDefinedKilometers(user)) return <NoAccess />;
  return <DefinedKilometersList />;
}
