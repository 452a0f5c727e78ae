import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { PassengerDialog } from './passenger-dialog';

/** Row 707: the admin's 'Grupa pracownicza' follows the chosen 'Pracodawca'. */
const railway = {
  'hydra:member': [
    { '@id': '/api/companies/2', id: 2, name: 'PKP Intercity' },
    { '@id': '/api/companies/3', id: 3, name: 'DB Cargo Polska' },
  ],
  'hydra:totalItems': 2,
};
const group = (id: number, name: string, company: (typeof railway)['hydra:member'][number]) => ({
  '@id': `/api/employee_groups/${id}`,
  '@type': 'EmployeeGroup',
  id,
  name,
  company,
  stakes: [],
  rateStakeId: null,
  version: 1,
});
const [intercity, dbCargo] = railway['hydra:member'] as [
  (typeof railway)['hydra:member'][number],
  (typeof railway)['hydra:member'][number],
];
const GROUPS_OF: Record<string, object[]> = {
  '2': [group(7, 'Maszyniści', intercity), group(8, 'Konduktorzy', intercity)],
  '3': [group(9, 'Manewrowi', dbCargo)],
};

function serveEmployersAndGroups() {
  const asked: (string | null)[] = [];
  server.use(
    http.get('*/api/companies', () => HttpResponse.json(railway)),
    http.get('*/api/employee_groups', ({ request }) => {
      const company = new URL(request.url).searchParams.get('company');
      asked.push(company);
      const member = GROUPS_OF[company ?? ''] ?? [];
      return HttpResponse.json({ 'hydra:member': member, 'hydra:totalItems': member.length });
    }),
  );
  return asked;
}

describe("PassengerDialog: the admin's employee group", () => {
  it("offers the chosen employer's groups only, clears the group when the employer changes, and sends it", async () => {
    const asked = serveEmployersAndGroups();
    let sent: unknown;
    server.use(
      http.post('*/api/passengers', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const admin = { roles: ['ROLE_ADMIN'], companyId: null };
    const { user } = renderWithRouter(<PassengerDialog passengerId={null} actor={admin} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj pasażera' });
    await user.type(within(dialog).getByLabelText(/Imię/), 'Zofia');
    await user.type(within(dialog).getByLabelText(/Nazwisko/), 'Nowak');

    // Nothing to pick before the employer.
    const groupField = within(dialog).getByRole('combobox', { name: 'Grupa pracownicza' });
    expect(groupField).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText('Wybierz najpierw pracodawcę')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: 'Pracodawca' }), 'Intercity');
    await user.click(await screen.findByRole('option', { name: 'PKP Intercity' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Grupa pracownicza' }));
    await screen.findByRole('option', { name: 'Maszyniści' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bez grupy',
      'Maszyniści',
      'Konduktorzy',
    ]);
    await user.click(screen.getByRole('option', { name: 'Konduktorzy' }));
    expect(within(dialog).getByRole('combobox', { name: 'Grupa pracownicza' })).toHaveTextContent(
      'Konduktorzy',
    );

    // Another employer: the Intercity group is gone, DB Cargo's are offered.
    const employer = within(dialog).getByRole('combobox', { name: 'Pracodawca' });
    await user.clear(employer);
    await user.type(employer, 'DB');
    await user.click(await screen.findByRole('option', { name: 'DB Cargo Polska' }));
    // Cleared: saved now, the passenger would have no group (the server refuses another's, row 707).
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ employer: '/api/companies/3', employeeGroup: null });
    sent = undefined;
    await user.click(within(dialog).getByRole('tab', { name: 'Szczegóły' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Grupa pracownicza' }));
    await screen.findByRole('option', { name: 'Manewrowi' });
    expect(screen.queryByRole('option', { name: 'Konduktorzy' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Manewrowi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ employer: '/api/companies/3', employeeGroup: '/api/employee_groups/9' });
    expect(asked).toEqual(['2', '3']);
  });

  it('offers a dispatcher, who reads no groups, the employer only', async () => {
    const asked = serveEmployersAndGroups();
    const dispatcher = { roles: ['ROLE_USER'], companyId: null };
    renderWithRouter(<PassengerDialog passengerId={null} actor={dispatcher} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj pasażera' });
    expect(within(dialog).getByRole('combobox', { name: 'Pracodawca' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Grupa pracownicza' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
