import { useParams } from 'react-router';
import { CompanyProfile } from '@/features/companies/components/company-profile';
import { asCompanyUser } from '@/features/companies/company-user';
import { canOpenCompanyProfile } from '@domain/companies/company-permissions';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

/** /companies/:id: managers, accountants, and the company's own accounts ('Moja firma'). */
export function Component() {
  const user = useLoadedUser();
  const id = Number(useParams().id);
  if (!canOpenCompanyProfile(asCompanyUser(user), id)) return <NoAccess />;
  return <CompanyProfile id={id} user={user} />;
}
