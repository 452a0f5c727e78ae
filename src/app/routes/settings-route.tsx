import { SettingsLayout } from '@/features/settings/components/settings-layout';
import { ownCompanyProfileId } from '@domain/companies/company-permissions';
import { useLoadedUser } from './use-loaded-user';
import { asRuleUser } from '@/api/user.schema';

export function Component() {
  // 'Moja firma' (spec-decisions row 191): a company account's own profile, contractors and rates.
  const user = useLoadedUser();
  const ruleUser = asRuleUser(user);
  const companyId = ownCompanyProfileId(ruleUser);
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
  // The menu's rules read the company id (e.g. who may get e-mailed reports), which the wire user names by IRI.
  return <SettingsLayout links={links} user={{ ...user, companyId: ruleUser.companyId }} />;
}
