import type { User } from '@/api/user.schema';
import type { CompanyUser } from '@domain/companies/company-permissions';

/** The signed-in user as the company rules read it (roles and own company id). */
export const asCompanyUser = (user: User): CompanyUser => ({
  roles: user.roles,
  companyId: user.company?.id ?? null,
});
