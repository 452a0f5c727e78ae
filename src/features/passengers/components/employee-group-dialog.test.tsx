import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { EmployeeGroupDialog } from './employee-group-dialog';

const group = {
  '@id': '/api/employee_groups/7',
  '@type': 'EmployeeGroup',
  id: 7,
  name: 'Maszyniści',
  company: { '@id': '/api/companies/2', id: 2, name: 'PKP Intercity' },
  stakes: [
    {
      '@id': '/api/stakes/3',
      '@type': 'Stake',
      id: 3,
      kilometerRate: 210,
      waitHourRate: 2500,
      validFrom: '2026-01-01',
    },
  ],
  rateStakeId: 3,
  version: 4,
};

describe('EmployeeGroupDialog', () => {
  it('adds a stake with the New stakes modal and sends it beside the kept one', async () => {
    let sent: unknown;
    server.use(
      http.get('*/api/employee_groups/7', () => HttpResponse.json(group)),
      http.put('*/api/employee_groups/7', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...group, version: 5 });
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithRouter(<EmployeeGroupDialog groupId={7} onClose={onClose} />);
    expect(await screen.findByText('obowiązuje')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Edytuj grupę pracowniczą' });
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj nowe stawki' }));
    const modal = await screen.findByRole('dialog', { name: 'Nowe stawki' });
    await user.type(within(modal).getByLabelText(/Stawka za kilometr/), '-1');
    await user.click(within(modal).getByRole('button', { name: 'Dodaj' }));
    expect(await within(modal).findByText('Minimalna kwota stawki to 0 zł')).toBeInTheDocument();
    expect(within(modal).getByText('Pole jest wymagane')).toBeInTheDocument();
    await user.clear(within(modal).getByLabelText(/Stawka za kilometr/));
    await user.type(within(modal).getByLabelText(/Stawka za kilometr/), '2,5');
    await user.type(within(modal).getByLabelText(/Stawka za godzinę oczekiwania/), '30');
    await user.clear(within(modal).getByLabelText(/Obowiązuje od/));
    await user.type(within(modal).getByLabelText(/Obowiązuje od/), '2026-02-01');
    await user.click(within(modal).getByRole('button', { name: 'Dodaj' }));
    expect(await within(dialog).findByText('nowa')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual({
      name: 'Maszyniści',
      version: 4,
      stakes: ['/api/stakes/3', { kilometerRate: 250, waitHourRate: 3000, validFrom: '2026-02-01' }],
    });
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    server.use(
      http.post('*/api/employee_groups', () =>
        HttpResponse.json(
          { 'hydra:description': 'Brak uprawnień do wykonania tej operacji' },
          { status: 403 },
        ),
      ),
    );
    const onClose = vi.fn();
    const { user } = renderWithRouter(<EmployeeGroupDialog groupId={null} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nowa grupa pracowniczą' });
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Pole wymagane')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Nazwa grupy/), 'Rewidenci');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Brak uprawnień do wykonania tej operacji')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
