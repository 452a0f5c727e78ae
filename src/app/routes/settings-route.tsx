import { SettingsLayout } from '@/features/settings/components/settings-layout';
import { ownCompanyProfileId } from '@domain/companies/company-permissions';
import { useLoadedUser } from './use-loaded-user';
import { asRuleUser } from '@/api/user.schema';

export function Component() {
  // 'Moja firma' (spec-decisions row 191): a company account's own profile, contractors and rates.
  const user = useLoadedUser();
  const companyId = ownCompanyProfileId(asRuleUser(user));
  const links =
    companyId === null
      ? []
      : [
          {
            to: `/companies/${companyId}`,
            label: 'Moja firma',
            description: 'Dane firmy, wykonawcy i stawki',
          },
        ];
  return <SettingsLayout links={links} user={user} />;
}
