import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { PassengersPage } from './passengers-page';

const groupOf = (id: number, name: string, company: { id: number; name: string }) => ({
  '@id': `/api/employee_groups/${id}`,
  '@type': 'EmployeeGroup',
  id,
  name,
  company: { '@id': `/api/companies/${company.id}`, ...company },
  stakes: [],
  rateStakeId: null,
  version: 1,
});
const intercity = { id: 2, name: 'PKP Intercity' };
const dbCargo = { id: 3, name: 'DB Cargo Polska' };
const railway = {
  'hydra:member': [intercity, dbCargo].map((company) => ({
    '@id': `/api/companies/${company.id}`,
    ...company,
  })),
  'hydra:totalItems': 2,
};

/** The groups' list answers by `?company=` as the server does, and keeps the queries asked. */
function serveGroups() {
  const asked: URLSearchParams[] = [];
  const all = [groupOf(12, 'Dyżurni ruchu', dbCargo), groupOf(11, 'Maszyniści', intercity)];
  server.use(
    http.get('*/api/companies', () => HttpResponse.json(railway)),
    http.get('*/api/employee_groups', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const company = params.get('company');
      const member = all.filter((group) => company === null || group.company['@id'] === company);
      return HttpResponse.json({ 'hydra:member': member, 'hydra:totalItems': member.length });
    }),
  );
  return asked;
}

const render = (actor: { roles: string[]; companyId: number | null }) =>
  renderWithRouter(<PassengersPage actor={actor} />, {
    path: '/passengers',
    initialEntry: '/passengers?tab=groups',
  });

describe("PassengersPage: 'Grupy pracownicze' (rows 203, 660)", () => {
  it("gives an admin every railway company's groups with a 'Firma' column and filter", async () => {
    const asked = serveGroups();
    const { user } = render({ roles: ['ROLE_ADMIN'], companyId: null });
    expect(screen.getByRole('tab', { name: 'Grupy pracownicze', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Firma' })).toBeInTheDocument();
    expect(await within(table).findByText('DB Cargo Polska')).toBeInTheDocument();
    expect(within(table).getByText('PKP Intercity')).toBeInTheDocument();

    // The searchable company picker (issue 33): empty means every company; a few letters find one.
    expect(screen.getByRole('combobox', { name: 'Firma' })).toHaveAttribute('placeholder', 'Wszystkie firmy');
    await user.type(screen.getByRole('combobox', { name: 'Firma' }), 'Cargo');
    await user.click(await screen.findByRole('option', { name: 'DB Cargo Polska' }));
    expect(await within(table).findByText('Dyżurni ruchu')).toBeInTheDocument();
    await expect.poll(() => within(table).queryByText('Maszyniści')).toBeNull();
    expect(asked.at(-1)?.get('company')).toBe('/api/companies/3');
  });

  it('keeps the head of company to its groups without a company column', async () => {
    const asked = serveGroups();
    render({ roles: ['ROLE_COMPANY'], companyId: 2 });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Maszyniści')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Firma' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Firma' })).not.toBeInTheDocument();
    expect(asked.every((params) => !params.has('company'))).toBe(true);
  });

  it('shows no groups tab to a dispatcher', () => {
    server.use(
      http.get('*/api/passengers', () => HttpResponse.json({ 'hydra:member': [], 'hydra:totalItems': 0 })),
    );
    render({ roles: ['ROLE_USER'], companyId: null });
    expect(screen.queryByRole('tab', { name: 'Grupy pracownicze' })).not.toBeInTheDocument();
  });
});
