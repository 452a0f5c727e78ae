import Typography from '@mui/material/Typography';
import { CompanyList } from '@/features/companies/components/company-list';
import { canManageCompanies } from '@domain/companies/company-permissions';
import { useLoadedUser } from './use-loaded-user';

/** /companies: managers (menu 'Firmy' for ADMIN and USER, administration.md §2.3). */
export function Component() {
  const user = useLoadedUser();
  if (!canManageCompanies(user))
    return (
      <Typography role="alert" sx={{ p: 3 }}>
        Brak uprawnień
      </Typography>
    );
  return <CompanyList canCreate />;
}
