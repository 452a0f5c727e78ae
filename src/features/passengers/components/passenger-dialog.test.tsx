import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { PassengerDialog } from './passenger-dialog';
import { SAVE_FIRST_HOME } from './passenger-contact-tab';

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
});
