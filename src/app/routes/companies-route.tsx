import { CompanyList } from '@/features/companies/components/company-list';
import { canManageCompanies } from '@domain/companies/company-permissions';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

/** /companies: managers (menu 'Firmy' for ADMIN and USER, administration.md §2.3). */
export function Component() {
  const user = useLoadedUser();
  if (!canManageCompanies(user)) return <NoAccess />;
  return <CompanyList canCreate />;
}
