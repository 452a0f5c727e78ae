import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { User } from '@/api/user.schema';
import type { CompanyItem } from '@domain/contract/company.schema';
import { companyTypeLabel } from '@domain/companies/company-body.schema';
import { canManageCompanies } from '@domain/companies/company-permissions';
import { ProfileDelete } from '@/ui/detail/profile-delete';
import { QueryGate, serverError } from '@/ui/detail/query-gate';
import { COMPANIES, deleteCompany, useCompany } from '../api/companies-api';
import { CompanyLinksSection } from './company-links-section';

/** Loads company `id`, then shows `children(company)`, with loading and error states. */
export function WithCompany({
  id,
  children,
}: {
  id: number;
  children: (company: CompanyItem) => React.ReactNode;
}) {
  return (
    <QueryGate query={useCompany(id)} error={serverError}>
      {children}
    </QueryGate>
  );
}

const FIELDS: readonly [string, (company: CompanyItem) => string | null][] = [
  ['Nazwa', (c) => c.name],
  ['Typ', (c) => companyTypeLabel(c.isTransportCompany)],
  ['Ulica i numer', (c) => c.headquartersStreet],
  ['Kod pocztowy', (c) => c.headquartersZipCode],
  ['Miasto', (c) => c.headquartersCity],
  ['NIP', (c) => c.taxNumber],
  ['Numer konta bankowego', (c) => c.bankAccountNumber],
  ['Adres e-mail', (c) => c.email],
  ['Numer telefonu', (c) => c.phone],
  ['Powiadomienia SMS dla pracowników', (c) => (c.courseEmployeeSmsNotification ? 'Tak' : 'Nie')],
];

/** /companies/:id, read-only (administration.md §2.1) with back and edit, then the company's links. */
export function CompanyProfile({ id, user }: { id: number; user: User }) {
  const manager = canManageCompanies(user);
  return (
    <WithCompany id={id}>
      {(company) => (
        <Box
          sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 960, mx: 'auto', width: '100%', display: 'grid', gap: 2 }}
        >
          <Typography component="h2" variant="h5">
            {company.name}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
                gap: { xs: 0.5, sm: '8px 16px' },
              }}
            >
              {FIELDS.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                    {value(company) || '—'}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to={manager ? '/companies' : '/course'}>
              Wróć
            </Button>
            {manager && company.isActive ? (
              <Button component={RouterLink} to={`/companies/${company.id}/edit`} variant="contained">
                Edytuj
              </Button>
            ) : null}
            {manager && company.isActive ? (
              <ProfileDelete
                title="Czy na pewno usunąć firmę?"
                text={company.name}
                resource={COMPANIES}
                remove={() => deleteCompany(company.id)}
                backTo="/companies"
              />
            ) : null}
          </Box>
          <CompanyLinksSection company={company} user={user} />
        </Box>
      )}
    </WithCompany>
  );
}
