import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type User, asRuleUser } from '@/api/user.schema';
import type { CompanyItem } from '@domain/contract/company.schema';
import type { ContractorLink, PrincipalLink } from '@domain/contract/company-links.schema';
import {
  canManageContractorLink,
  canManagePrincipals,
  contractorKindsFor,
  mayAnswerLink,
  railwayOwnersFor,
  speaksForPayer,
  type CompanyUser,
} from '@domain/companies/company-permissions';
import { useContractorLinks, usePrincipalLinks } from '../api/companies-api';
import { ContractorDialog, type OwnerChoice } from './contractor-dialog';
import { LinkTable, type LinkRow } from './link-table';
import { PrincipalDialog } from './principal-dialog';
import { QueryGate } from '@/ui/detail/query-gate';
import { bothOf } from '@/ui/detail/both-of';

/** Who owns a link shown on the other side's page (row 697). */
const OTHER_SIDE_NOTE = {
  railway: 'Powiązanie dodane przez firmę kolejową',
  transport: 'Powiązanie dodane przez firmę transportową',
} as const;

/** A contractor link as a row: named by the company on the other side of `companyId`. */
function contractorRow(
  who: CompanyUser,
  link: ContractorLink,
  companyId: number,
  manageable: boolean,
): LinkRow {
  const incoming = link.contractor.id === companyId;
  // The payer is the owner: a transport company when the link is one of its subcontractors.
  const payer = { id: link.company.id, isTransportCompany: link.contractorOf === 'transport_company' };
  return {
    id: link.id,
    kind: 'company_contractors',
    name: incoming ? link.company.name : link.contractor.name,
    superior: link.superior,
    billingModel: link.billingModel,
    currentStake: link.currentStake,
    manageable,
    consent: {
      pending: !link.confirmed,
      answerable: mayAnswerLink(who, {
        kind: 'contractor',
        ownerId: link.company.id,
        otherId: link.contractor.id,
        superior: link.superior,
        confirmed: link.confirmed,
      }),
      pendingStakes: link.stakes.filter((stake) => !stake.confirmed),
      stakesConfirmable: speaksForPayer(who, payer),
    },
  };
}

/** A principal link as a row: the served railway company, or (on its page) the transport company. */
function principalRow(
  who: CompanyUser,
  link: PrincipalLink,
  companyId: number,
  manageable: boolean,
): LinkRow {
  const incoming = link.principal.id === companyId;
  return {
    id: link.id,
    kind: 'company_principals',
    name: incoming ? link.company.name : link.principal.name,
    superior: link.superior,
    billingModel: link.billingModel,
    currentStake: link.currentStake,
    manageable,
    consent: {
      pending: !link.confirmed,
      answerable: mayAnswerLink(who, {
        kind: 'principal',
        ownerId: link.company.id,
        otherId: link.principal.id,
        superior: link.superior,
        confirmed: link.confirmed,
      }),
      pendingStakes: link.stakes.filter((stake) => !stake.confirmed),
      stakesConfirmable: speaksForPayer(who, { id: link.principal.id, isTransportCompany: false }),
    },
  };
}

/**
 * The profile's links (administration.md §3-§6): 'Wykonawcy' for every company, 'Obsługiwane firmy'
 * for a transport company; the add and change buttons follow company-permissions.ts, as the server.
 * A railway company and a transport company share one link (row 697), so each side sees it in its own
 * section whoever made it: a railway company's contractor link under the transport company's
 * 'Obsługiwane firmy', a transport company's principal link under the railway company's 'Wykonawcy',
 * read-only there, pending ones with the answer buttons of the confirming side (ADR 022). A transport
 * company's subcontractor link shows under 'Zleceniodawcy' on the subcontractor's page.
 */
export function CompanyLinksSection({ company, user }: { company: CompanyItem; user: User }) {
  const who = asRuleUser(user);
  const owner = { id: company.id, isTransportCompany: company.isTransportCompany };
  const contractors = useContractorLinks(company.id, true);
  const principals = usePrincipalLinks(company.id, true);
  const [dialog, setDialog] = useState<'contractor' | 'principal' | null>(null);

  // The contractor dialog's owners: this company, plus (for its own transport company) the railway
  // companies it is a superior contractor of, named from the one link of each pair (either kind).
  const owners: OwnerChoice[] = contractorKindsFor(who, owner, user.superiorOf).map((contractorOf) => ({
    id: company.id,
    name: company.name,
    contractorOf,
  }));
  if (company.isTransportCompany && who.companyId === company.id)
    for (const id of railwayOwnersFor(who, user.superiorOf)) {
      const name =
        principals.data?.find((link) => link.principal.id === id)?.principal.name ??
        contractors.data?.find((link) => link.company.id === id)?.company.name ??
        `#${id}`;
      owners.push({ id, name, contractorOf: 'railway_company' });
    }

  const own = (link: { company: { id: number } }) => link.company.id === company.id;
  // Per link, as the server's managedContractorLink: a superior contractor changes only the links of
  // the railway company's other, non-superior contractors.
  const manageContractor = (link: ContractorLink) =>
    canManageContractorLink(
      who,
      owner,
      { otherId: link.contractor.id, superior: link.superior },
      user.superiorOf,
    );
  const incoming = (contractors.data ?? []).filter((link) => !own(link));
  const hiredBy = incoming.filter((link) => link.contractorOf === 'transport_company');
  const railwayHired = incoming.filter((link) => link.contractorOf === 'railway_company');
  const servedBy = (principals.data ?? []).filter((link) => !own(link));
  // The other side's link: no 'Nowe stawki' or 'Usuń' here, a note says whose it is.
  const theirs = (row: LinkRow, note: string): LinkRow => ({ ...row, manageable: false, note });

  return (
    <QueryGate
      query={bothOf(contractors, principals)}
      pending={<CircularProgress aria-label="Wczytywanie" />}
    >
      {([contractorLinks, principalLinks]) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <LinkTable
            title={company.isTransportCompany ? 'Podwykonawcy' : 'Wykonawcy'}
            kind="company_contractors"
            add={
              owners.length > 0
                ? { label: 'Dodaj wykonawcę', onClick: () => setDialog('contractor') }
                : undefined
            }
            rows={[
              ...contractorLinks
                .filter(own)
                .map((link) => contractorRow(who, link, company.id, manageContractor(link))),
              ...servedBy.map((link) =>
                theirs(principalRow(who, link, company.id, false), OTHER_SIDE_NOTE.transport),
              ),
            ]}
          />
          {hiredBy.length > 0 && (
            <LinkTable
              title="Zleceniodawcy"
              kind="company_contractors"
              rows={hiredBy.map((link) => contractorRow(who, link, company.id, false))}
            />
          )}
          {company.isTransportCompany && (
            <LinkTable
              title="Obsługiwane firmy"
              kind="company_principals"
              add={
                canManagePrincipals(who, owner)
                  ? { label: 'Dodaj obsługiwaną firmę', onClick: () => setDialog('principal') }
                  : undefined
              }
              rows={[
                ...principalLinks
                  .filter(own)
                  .map((link) => principalRow(who, link, company.id, canManagePrincipals(who, owner))),
                ...railwayHired.map((link) =>
                  theirs(contractorRow(who, link, company.id, false), OTHER_SIDE_NOTE.railway),
                ),
              ]}
            />
          )}
          {dialog === 'contractor' && (
            <ContractorDialog companyId={company.id} owners={owners} onClose={() => setDialog(null)} />
          )}
          {dialog === 'principal' && (
            <PrincipalDialog companyId={company.id} onClose={() => setDialog(null)} />
          )}
        </Box>
      )}
    </QueryGate>
  );
}
