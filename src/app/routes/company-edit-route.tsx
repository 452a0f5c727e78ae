import { useParams } from 'react-router';
import { CompanyForm } from '@/features/companies/components/company-form';
import { WithCompany } from '@/features/companies/components/company-profile';
import { canManageCompanies } from '@domain/companies/company-permissions';
import { useLoadedUser } from './use-loaded-user';
import { NoAccess } from './no-access';

export function Component() {
  const user = useLoadedUser();
  const id = Number(useParams().id);
  if (!canManageCompanies(user)) return <NoAccess />;
  return (
    // No key by version: a newer company read after a stale save must not throw away what was typed.
    <WithCompany id={id}>{(company) => <CompanyForm current={company} />}</WithCompany>
  );
}
