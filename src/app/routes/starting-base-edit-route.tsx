import { useParams } from 'react-router';
import { baseAdminOf } from '@/features/starting-bases/components/base-admin';
import { StartingBaseForm } from '@/features/starting-bases/components/starting-base-form';
import { WithStartingBase } from '@/features/starting-bases/components/starting-base-show';
import { canWriteStartingBase } from '@domain/places/starting-base-permissions';
import { NoAccess } from './no-access';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  const user = useLoadedUser();
  return (
    <WithStartingBase id={Number(useParams().id)}>
      {(base) =>
        canWriteStartingBase(baseAdminOf(user), { companyId: base.company?.id ?? null }) ? (
          // No key by version: a newer base read after a stale save must not throw away what was typed.
          <StartingBaseForm user={user} base={base} />
        ) : (
          <NoAccess />
        )
      }
    </WithStartingBase>
  );
}
