import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { User } from '@/api/user.schema';
import type { CompanyItem } from '@domain/contract/company.schema';
import {
  canManageContractors,
  canManagePrincipals,
  contractorKindsFor,
  railwayOwnersFor,
} from '@domain/companies/company-permissions';
import { useContractorLinks, usePrincipalLinks } from '../api/companies';
import { asCompanyUser } from '../company-user';
import { ContractorDialog, type OwnerChoice } from './contractor-dialog';
import { LinkTable } from './link-table';
import { PrincipalDialog } from './principal-dialog';

const LOAD_ERROR = 'Wystąpił błąd podczas ładowania';

/**
 * The profile's links (administration.md §3-§6): 'Wykonawcy' for every company, 'Obsługiwane firmy'
 * for a transport company; the add and change buttons follow company-permissions.ts, as the server.
 */
export function CompanyLinksSection({ company, user }: { company: CompanyItem; user: User }) {
  const who = asCompanyUser(user);
  const owner = { id: company.id, isTransportCompany: company.isTransportCompany };
  const contractors = useContractorLinks(company.id, true);
  const principals = usePrincipalLinks(company.id, company.isTransportCompany);
  const [dialog, setDialog] = useState<'contractor' | 'principal' | null>(null);

  // The contractor dialog's owners: this company, plus (for its own transport company) the railway
  // companies it is a superior contractor of, named from its principal links.
  const owners: OwnerChoice[] = contractorKindsFor(who, owner, user.superiorOf).map((contractorOf) => ({
    id: company.id,
    name: company.name,
    contractorOf,
  }));
  if (company.isTransportCompany && who.companyId === company.id)
    for (const id of railwayOwnersFor(who, user.superiorOf)) {
      const name = principals.data?.find((link) => link.principal.id === id)?.principal.name ?? `#${id}`;
      owners.push({ id, name, contractorOf: 'railway_company' });
    }

  if (contractors.isPending) return <CircularProgress aria-label="Wczytywanie" />;
  if (contractors.isError || principals.isError) return <Alert severity="error">{LOAD_ERROR}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LinkTable
        title={company.isTransportCompany ? 'Podwykonawcy' : 'Wykonawcy'}
        kind="company_contractors"
        canManage={canManageContractors(who, owner, user.superiorOf)}
        add={
          owners.length > 0 ? { label: 'Dodaj wykonawcę', onClick: () => setDialog('contractor') } : undefined
        }
        rows={contractors.data.map((link) => ({
          id: link.id,
          name: link.contractor.name,
          superior: link.superior,
          billingModel: link.billingModel,
          currentStake: link.currentStake,
        }))}
      />
      {company.isTransportCompany && (
        <LinkTable
          title="Obsługiwane firmy"
          kind="company_principals"
          canManage={canManagePrincipals(who, owner)}
          add={
            canManagePrincipals(who, owner)
              ? { label: 'Dodaj obsługiwaną firmę', onClick: () => setDialog('principal') }
              : undefined
          }
          rows={(principals.data ?? []).map((link) => ({
            id: link.id,
            name: link.principal.name,
            superior: link.superior,
            billingModel: link.billingModel,
            currentStake: link.currentStake,
          }))}
        />
      )}
      {dialog === 'contractor' && (
        <ContractorDialog companyId={company.id} owners={owners} onClose={() => setDialog(null)} />
      )}
      {dialog === 'principal' && <PrincipalDialog companyId={company.id} onClose={() => setDialog(null)} />}
    </Box>
  );
}
