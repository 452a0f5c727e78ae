import Typography from '@mui/material/Typography';
import { CompanyForm } from '@/features/companies/components/company-form';
import { canManageCompanies } from '@domain/companies/company-permissions';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  const user = useLoadedUser();
  if (!canManageCompanies(user))
    return (
      <Typography role="alert" sx={{ p: 3 }}>
        Brak uprawnień
      </Typography>
    );
  return <CompanyForm current={null} />;
}
