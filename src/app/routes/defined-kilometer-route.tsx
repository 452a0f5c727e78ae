import { useParams } from 'react-router';
import { DefinedKilometerView } from '@/features/finances/components/defined-kilometer-view';
import { iriId } from '@domain/contract/iri';
import { mayEditDefinedPair } from '@domain/finance/finance-rules';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  const user = useLoadedUser();
  return (
    <DefinedKilometerView
      id={Number(useParams().id)}
      canEdit={(pair) =>
        mayEditDefinedPair(
          { roles: user.roles, companyId: user.company?.id ?? null },
          iriId(pair.company, 'companies'),
        )
      }
    />
  );
}
