import { companySchema } from '@domain/contract/company.schema';
import { companyTypeLabel } from '@domain/companies/company-body.schema';
import { ResourceList } from '@/ui/resource-list/resource-list';
import { COMPANIES } from '../api/companies-api';

/** /companies (administration.md §2.1): name, NIP, city and type; 'Utwórz' for managers only. */
export function CompanyList({ canCreate }: { canCreate: boolean }) {
  return (
    <ResourceList
      title="Firmy"
      resource={COMPANIES}
      path="/api/companies"
      itemSchema={companySchema}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      rowHref={(row) => `/companies/${row.id}`}
      columns={[
        { id: 'name', label: 'Nazwa', render: (row) => row.name },
        { id: 'taxNumber', label: 'NIP', render: (row) => row.taxNumber ?? '' },
        { id: 'city', label: 'Miasto', render: (row) => row.headquartersCity ?? '' },
        { id: 'type', label: 'Typ', render: (row) => companyTypeLabel(row.isTransportCompany) },
      ]}
      {...(canCreate ? { create: { to: '/companies/create' } } : {})}
    />
  );
}
