import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildPassengerItem, EDITABLE, LOCKED } from '@mocks/people-items';
import { renderWithRouter } from '@/test/render';
import { ACCOUNT_COMPANY_HINT, ACCOUNT_FIELDS_HINT } from '@/ui/people/account-fields-text';
import { PassengerDialog } from './passenger-dialog';
import { HOME_LOCKED, SAVE_FIRST_HOME } from './passenger-contact-tab';

const head = { roles: ['ROLE_COMPANY'], companyId: 2 };
const groups = {
  'hydra:member': [
    {
      '@id': '/api/employee_groups/7',
      '@type': 'EmployeeGroup',
      id: 7,
      name: 'Maszyniści',
      company: { '@id': '/api/companies/2', id: 2, name: 'PKP Intercity' },
      stakes: [],
      rateStakeId: null,
      version: 1,
    },
  ],
  'hydra:totalItems': 1,
};

describe('PassengerDialog', () => {
  it("adds a head of company's passenger with a group and two phones, home place only once saved", async () => {
    let sent: unknown;
    server.use(
      http.get('*/api/employee_groups', () => HttpResponse.json(groups)),
      http.post('*/api/passengers', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithRouter(<PassengerDialog passengerId={null} actor={head} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj pasażera' });
    await user.click(within(dialog).getByRole('tab', { name: 'Kontakt' }));
    const home = within(dialog).getByRole('button', { name: 'Dodaj miejsce zamieszkania' });
    expect(home).toHaveAttribute('aria-disabled', 'true');
    expect(home).toHaveAccessibleDescription(SAVE_FIRST_HOME);
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj numer telefonu' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Numer telefonu 1' }), '600100200');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj numer telefonu' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Numer telefonu 2' }), '501234567');
    await user.click(within(dialog).getByRole('radio', { name: 'Domyślny numer telefonu 2' }));

    // Names missing: the dialog goes back to 'Szczegóły', where the messages are.
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findAllByText('Pole wymagane')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText(/Imię/), 'Zofia');
    await user.type(within(dialog).getByLabelText(/Nazwisko/), 'Nowak');
    await user.click(within(dialog).getByRole('combobox', { name: 'Grupa pracownicza' }));
    await user.click(await screen.findByRole('option', { name: 'Maszyniści' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Wystąpił błąd dodawania')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(sent).toEqual({
      firstname: 'Zofia',
      surname: 'Nowak',
      email: '',
      phones: [
        { phone: '600100200', main: false },
        { phone: '501234567', main: true },
      ],
      employer: null,
      employeeGroup: '/api/employee_groups/7',
    });
  });

  describe("editing: the account fields follow the answer's flags (row 597)", () => {
    const transport = { roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 5 };
    const admin = { roles: ['ROLE_ADMIN'], companyId: null };
    const railway = {
      'hydra:member': [
        { '@id': '/api/companies/2', id: 2, name: 'PKP Intercity' },
        { '@id': '/api/companies/3', id: 3, name: 'DB Cargo Polska' },
      ],
      'hydra:totalItems': 2,
    };

    it('shows e-mail, phones and the employer as text to a caller who may not write them, and saves names', async () => {
      let sent: Record<string, unknown> | undefined;
      const item = buildPassengerItem(9, LOCKED);
      server.use(
        http.get('*/api/passengers/9', () => HttpResponse.json(item)),
        http.put('*/api/passengers/9', async ({ request }) => {
          sent = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json({ ...item, firstname: 'Janina', name: 'Janina Kowalska', version: 4 });
        }),
      );
      const onClose = vi.fn();
      const { user } = renderWithRouter(
        <PassengerDialog passengerId={9} actor={transport} onClose={onClose} />,
      );
      // The dialog first shows a spinner; the form replaces it once the item is read.
      await screen.findByLabelText(/Imię/);
      const dialog = screen.getByRole('dialog', { name: 'Edytuj pasażera' });
      const employer = within(dialog).getByRole('textbox', { name: 'Pracodawca' });
      expect(employer).toHaveValue('PKP Intercity');
      expect(employer).toHaveAttribute('readonly');
      expect(within(dialog).getByText(ACCOUNT_COMPANY_HINT)).toBeInTheDocument();
      expect(within(dialog).queryByRole('combobox', { name: 'Pracodawca' })).toBeNull();

      await user.click(within(dialog).getByRole('tab', { name: 'Kontakt' }));
      const account = within(dialog).getByRole('region', { name: 'Dane konta' });
      expect(within(account).getByText('anna.kowalska@example.pl')).toBeInTheDocument();
      expect(within(account).getByText('501234567 (domyślny)')).toBeInTheDocument();
      expect(within(account).getByText(ACCOUNT_FIELDS_HINT)).toBeInTheDocument();
      expect(within(dialog).queryByRole('textbox', { name: 'E-mail' })).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Dodaj numer telefonu' })).toBeNull();
      expect(within(dialog).queryByRole('button', { name: /miejsce zamieszkania/ })).toBeNull();
      expect(within(dialog).getByText(HOME_LOCKED)).toBeInTheDocument();

      await user.click(within(dialog).getByRole('tab', { name: 'Szczegóły' }));
      const firstname = within(dialog).getByLabelText(/Imię/);
      await user.clear(firstname);
      await user.type(firstname, 'Janina');
      await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent).toMatchObject({ firstname: 'Janina', employer: '/api/companies/2', version: 3 });
    });

    it("offers them as fields to the account's user administrator", async () => {
      server.use(
        http.get('*/api/passengers/9', () => HttpResponse.json(buildPassengerItem(9, EDITABLE))),
        http.get('*/api/companies', () => HttpResponse.json(railway)),
      );
      const { user } = renderWithRouter(<PassengerDialog passengerId={9} actor={admin} onClose={vi.fn()} />);
      // The dialog first shows a spinner; the form replaces it once the item is read.
      await screen.findByLabelText(/Imię/);
      const dialog = screen.getByRole('dialog', { name: 'Edytuj pasażera' });
      expect(within(dialog).getByRole('combobox', { name: 'Pracodawca' })).toBeInTheDocument();
      expect(within(dialog).queryByText(ACCOUNT_COMPANY_HINT)).toBeNull();
      await user.click(within(dialog).getByRole('tab', { name: 'Kontakt' }));
      expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('anna.kowalska@example.pl');
      expect(within(dialog).getByRole('textbox', { name: 'Numer telefonu 1' })).toHaveValue('501234567');
      expect(within(dialog).queryByText(ACCOUNT_FIELDS_HINT)).toBeNull();
    });
  });
});
