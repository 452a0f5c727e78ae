import { useParams } from 'react-router';
import { DefinedKilometerView } from '@/features/finances/components/defined-kilometer-view';
import { iriId } from '@domain/contract/iri';
import { mayEditDefinedPair } from '@domain/finance/finance-rules';
import { useLoadedUser } from './use-loaded-user';
import { asRuleUser } from '@/api/user.schema';

export function Component() {
  const user = useLoadedUser();
  return (
    <DefinedKilometerView
      id={Number(useParams().id)}
      canEdit={(pair) => mayEditDefinedPair(asRuleUser(user), iriId(pair.company, 'companies'))}
    />
  );
}
