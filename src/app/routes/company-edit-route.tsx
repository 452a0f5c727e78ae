import { useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { CompanyForm } from '@/features/companies/components/company-form';
import { WithCompany } from '@/features/companies/components/company-profile';
import { canManageCompanies } from '@domain/companies/company-permissions';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  const user = useLoadedUser();
  const id = Number(useParams().id);
  if (!canManageCompanies(user))
    return (
      <Typography role="alert" sx={{ p: 3 }}>
        Brak uprawnień
      </Typography>
    );
  return (
    <WithCompany id={id}>{(company) => <CompanyForm key={company.version} current={company} />}</WithCompany>
  );
}
