import { useParams } from 'react-router';
import { CompanyProfile } from '@/features/companies/components/company-profile';
import { canOpenCompanyProfile } from '@domain/companies/company-permissions';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';
import { asRuleUser } from '@/api/user.schema';

/** /companies/:id: managers, accountants, and the company's own accounts ('Moja firma'). */
export function Component() {
  const user = useLoadedUser();
  const id = Number(useParams().id);
  if (!canOpenCompanyProfile(asRuleUser(user), id)) return <NoAccess />;
  return <CompanyProfile id={id} user={user} />;
}
