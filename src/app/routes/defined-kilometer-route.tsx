import { useParams } from 'react-router';
import { DefinedKilometerView } from '@/features/finances/components/defined-kilometer-view';
import { canEditDefinedKilometers } from '@domain/finance/finance-rules';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  const user = useLoadedUser();
  return <DefinedKilometerView id={Number(useParams().id)} canEdit={canEditDefinedKilometers(user)} />;
}
