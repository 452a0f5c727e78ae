import { SettingsLayout } from '@/features/settings/components/settings-layout';
import { asCompanyUser } from '@/features/companies/company-user';
import { ownCompanyProfileId } from '@domain/companies/company-permissions';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  // 'Moja firma' (spec-decisions row 191): a company account's own profile, contractors and rates.
  const companyId = ownCompanyProfileId(asCompanyUser(useLoadedUser()));
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
  return <SettingsLayout links={links} />;
}
