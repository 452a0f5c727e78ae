import type { CompanyItem } from '@domain/contract/company.schema';
import type { ContractorLink, PrincipalLink } from '@domain/contract/company-links.schema';

/** A company as link answers name it. */
export const companyRef = (id: number, name: string) => ({ '@id': `/api/companies/${id}`, id, name });

/** `GET /api/companies/1`: PKP Intercity, the railway company of the demo's links. */
export const INTERCITY: CompanyItem = {
  '@context': '/api/contexts/Company',
  '@id': '/api/companies/1',
  '@type': 'Company',
  id: 1,
  name: 'PKP Intercity',
  isTransportCompany: false,
  courseEmployeeSmsNotification: false,
  taxNumber: '5262866590',
  headquartersStreet: null,
  headquartersZipCode: null,
  headquartersCity: null,
  email: null,
  phone: null,
  bankAccountNumber: null,
  isActive: true,
  version: 1,
};

/** A confirmed contractor link of PKP Intercity (override contractor and superior per row). */
export function buildContractorLink(overrides: Partial<ContractorLink> = {}): ContractorLink {
  const id = overrides.id ?? 21;
  return {
    '@id': `/api/company_contractors/${id}`,
    '@type': 'CompanyContractor',
    id,
    company: companyRef(1, 'PKP Intercity'),
    contractor: companyRef(3, 'Taxi Trans Warszawa'),
    contractorOf: 'railway_company',
    superior: false,
    billingModel: 'BACK_TO_THE_STARTING_POINT',
    stakes: [],
    currentStake: null,
    confirmed: true,
    confirmedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Trans-Śląsk Katowice asks to serve PKP Intercity, proposing a rate (the demo's pending link). */
export const PENDING_PRINCIPAL_LINK: PrincipalLink = {
  '@id': '/api/company_principals/9',
  '@type': 'CompanyPrincipal',
  id: 9,
  company: companyRef(12, 'Trans-Śląsk Katowice'),
  principal: companyRef(1, 'PKP Intercity'),
  superior: false,
  billingModel: 'BACK_TO_THE_STARTING_POINT',
  stakes: [{ id: 31, kilometerRate: 305, waitHourRate: 4300, validFrom: '2026-01-01', confirmed: false }],
  currentStake: null,
  confirmed: false,
  confirmedAt: null,
};
