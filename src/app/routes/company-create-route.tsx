import { CompanyForm } from '@/features/companies/components/company-form';
import { canManageCompanies } from '@domain/companies/company-permissions';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

export function Component() {
  const user = useLoadedUser();
  if (!canManageCompanies(user)) return <NoAccess />;
  return <CompanyForm current={null} />;
}
