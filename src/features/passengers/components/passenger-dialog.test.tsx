import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildPassengerItem, EDITABLE, LOCKED } from '@mocks/people-items';
import { hydraCollection } from '@mocks/courses';
import { buildLocality, buildSavedPlace } from '@mocks/places';
import { renderWithRouter } from '@/test/render';
import { ACCOUNT_COMPANY_HINT, ACCOUNT_FIELDS_HINT } from '@/ui/people/account-fields-text';
import { PassengerDialog } from './passenger-dialog';
import { HOME_LOCKED, SAVE_FIRST_HOME } from './passenger-contact-tab';
import { CARS_FROM_FLEET, NO_CARS } from './passenger-cars-section';
import { NO_PLACES } from './passenger-places-section';

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

  it('stays open as the saved passenger after the first Zapisz, so the home place is set in the same sitting', async () => {
    const saved = { ...buildPassengerItem(12, EDITABLE), firstname: 'Zofia', surname: 'Nowak', version: 1 };
    let put: Record<string, unknown> | undefined;
    let homeOf: unknown;
    server.use(
      http.get('*/api/employee_groups', () => HttpResponse.json(groups)),
      http.post('*/api/passengers', () => HttpResponse.json(saved, { status: 201 })),
      http.get('*/api/passengers/12', () => HttpResponse.json(saved)),
      http.get('*/api/localities', () =>
        HttpResponse.json(hydraCollection([buildLocality({ id: 'kutno', name: 'Kutno' })])),
      ),
      http.post('*/api/abstract_places', async ({ request }) => {
        homeOf = ((await request.json()) as { user: unknown }).user;
        const home = {
          id: 41,
          type: 'home',
          name: 'Zofia Nowak',
          address: 'Kutno',
          latitude: 52,
          longitude: 21,
        };
        return HttpResponse.json(buildSavedPlace({ ...home, '@type': 'Home' }), { status: 201 });
      }),
      http.put('*/api/passengers/12', async ({ request }) => {
        put = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...saved, version: 2 });
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithRouter(<PassengerDialog passengerId={null} actor={head} onClose={onClose} />);
    const create = await screen.findByRole('dialog', { name: 'Dodaj pasażera' });
    await user.type(within(create).getByLabelText(/Imię/), 'Zofia');
    await user.type(within(create).getByLabelText(/Nazwisko/), 'Nowak');
    await user.click(within(create).getByRole('tab', { name: 'Kontakt' }));
    await user.click(within(create).getByRole('button', { name: 'Zapisz' }));

    // Saved: the same sitting goes on as 'Edytuj pasażera', still on 'Kontakt'.
    const edit = await screen.findByRole('dialog', { name: 'Edytuj pasażera' });
    expect(onClose).not.toHaveBeenCalled();
    expect(within(edit).getByRole('tab', { name: 'Kontakt' })).toHaveAttribute('aria-selected', 'true');
    const add = within(edit).getByRole('button', { name: 'Dodaj miejsce zamieszkania' });
    expect(add).not.toHaveAttribute('aria-disabled');
    await user.click(add);
    const home = await screen.findByRole('dialog', { name: 'Dodaj miejsce zamieszkania' });
    await user.type(within(home).getByRole('combobox', { name: 'Wyszukaj miejsce' }), 'Kutno');
    await user.click(await screen.findByRole('option', { name: 'Kutno' }, { timeout: 3000 }));
    await user.click(within(home).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Dodaj miejsce zamieszkania' })).toBeNull(),
    );
    expect(homeOf).toBe(`/api/users/${saved.userId}`);
    await user.click(within(edit).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(put).toMatchObject({ home: '/api/abstract_places/41', version: 1 });
    // The saved phone keeps its id: the second save edits it, not a new one.
    expect(put?.phones).toEqual([{ id: 12, phone: '501234567', main: true }]);
  });

  it("shows the passenger's cars from the fleet and favourite places, read only", async () => {
    const item = {
      ...buildPassengerItem(9, EDITABLE),
      cars: [
        { '@id': '/api/cars/3', id: 3, registrationNumber: 'WA12345', brand: 'Toyota', model: 'Corolla' },
      ],
    };
    let asked: string | null = null;
    server.use(
      http.get('*/api/passengers/9', () => HttpResponse.json(item)),
      http.get('*/api/companies', () => HttpResponse.json(hydraCollection([item.company]))),
      http.get('*/api/segments', ({ request }) => {
        asked = new URL(request.url).searchParams.get('employees.id');
        return HttpResponse.json(
          hydraCollection([
            buildSavedPlace({ id: 5, name: 'Dworzec Kutno', address: 'ul. Dworcowa 1, Kutno' }),
          ]),
        );
      }),
    );
    const admin = { roles: ['ROLE_ADMIN'], companyId: null };
    const { user } = renderWithRouter(<PassengerDialog passengerId={9} actor={admin} onClose={vi.fn()} />);
    await screen.findByLabelText(/Imię/);
    const dialog = screen.getByRole('dialog', { name: 'Edytuj pasażera' });
    await user.click(within(dialog).getByRole('tab', { name: 'Kontakt' }));
    const cars = within(dialog).getByRole('region', { name: 'Samochód' });
    expect(within(cars).getByText('Toyota Corolla, WA12345')).toBeInTheDocument();
    expect(within(cars).getByText(CARS_FROM_FLEET, { exact: false })).toBeInTheDocument();
    expect(within(cars).getByRole('link', { name: 'Samochody' })).toHaveAttribute('href', '/fleet/cars');
    expect(within(cars).queryByRole('button')).toBeNull();
    const places = within(dialog).getByRole('region', { name: 'Ulubione miejsca' });
    expect(await within(places).findByText('Dworzec Kutno')).toBeInTheDocument();
    expect(within(places).getByText('ul. Dworcowa 1, Kutno')).toBeInTheDocument();
    expect(asked).toBe(String(item.userId));
  });

  it('a new passenger has no cars nor places yet, and the fleet link is only for who manages cars', async () => {
    server.use(http.get('*/api/employee_groups', () => HttpResponse.json(groups)));
    const { user } = renderWithRouter(<PassengerDialog passengerId={null} actor={head} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj pasażera' });
    await user.click(within(dialog).getByRole('tab', { name: 'Kontakt' }));
    const cars = within(dialog).getByRole('region', { name: 'Samochód' });
    expect(within(cars).getByText(NO_CARS)).toBeInTheDocument();
    expect(within(cars).queryByRole('link')).toBeNull();
    const places = within(dialog).getByRole('region', { name: 'Ulubione miejsca' });
    expect(within(places).getByText(NO_PLACES)).toBeInTheDocument();
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
