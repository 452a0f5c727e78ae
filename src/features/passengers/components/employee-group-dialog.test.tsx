import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraError } from '@mocks/handlers';
import { STALE_WRITE_MESSAGE } from '@domain/contract/stale-write';
import { typeDate } from '@/test/date-field';
import { renderWithRouter } from '@/test/render';
import { STALE_SAVE_TEXTS } from '@/ui/form/stale-save/stale-save-dialog';
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
const head = { roles: ['ROLE_COMPANY'], companyId: 2 };
const admin = { roles: ['ROLE_ADMIN'], companyId: null };
const railway = {
  'hydra:member': [
    { '@id': '/api/companies/2', id: 2, name: 'PKP Intercity' },
    { '@id': '/api/companies/3', id: 3, name: 'DB Cargo Polska' },
  ],
  'hydra:totalItems': 2,
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
    const { user } = renderWithRouter(<EmployeeGroupDialog groupId={7} actor={head} onClose={onClose} />);
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
    await typeDate(user, 'Obowiązuje od', '01022026', modal);
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
    const { user } = renderWithRouter(<EmployeeGroupDialog groupId={null} actor={head} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nowa grupa pracowniczą' });
    // A head of company's group is its own company's: no company is asked.
    expect(within(dialog).queryByLabelText(/Firma/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Pole wymagane')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Nazwa grupy/), 'Rewidenci');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Brak uprawnień do wykonania tej operacji')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers the newer group on a stale save and saves the typed name against its version', async () => {
    const sent: unknown[] = [];
    let reads = 0;
    server.use(
      // Someone else renamed the group meanwhile: the same name, both typed, is no conflict.
      http.get('*/api/employee_groups/7', () => {
        reads += 1;
        return HttpResponse.json(reads === 1 ? group : { ...group, name: 'Maszyniści PKP', version: 5 });
      }),
      http.put('*/api/employee_groups/7', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? hydraError(409, STALE_WRITE_MESSAGE)
          : HttpResponse.json({ ...group, name: 'Kierownicy', version: 6 });
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithRouter(<EmployeeGroupDialog groupId={7} actor={head} onClose={onClose} />);
    const name = await screen.findByLabelText(/Nazwa grupy/);
    const dialog = screen.getByRole('dialog', { name: 'Edytuj grupę pracowniczą' });
    await user.clear(name);
    await user.type(name, 'Kierownicy');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const stale = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    const conflicts = within(stale).getByRole('list', { name: STALE_SAVE_TEXTS.conflicts });
    expect(conflicts).toHaveTextContent('Nazwa grupy');
    expect(conflicts).toHaveTextContent(`${STALE_SAVE_TEXTS.theirs}: Maszyniści PKP`);
    await user.click(within(stale).getByRole('button', { name: STALE_SAVE_TEXTS.keepMine }));
    expect(within(dialog).getByLabelText(/Nazwa grupy/)).toHaveValue('Kierownicy');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((body) => (body as { version: number }).version)).toEqual([4, 5]);
  }, 30_000);

  describe("an admin names the group's company (row 660)", () => {
    it("requires 'Firma' for a new group and sends the chosen company's IRI", async () => {
      let sent: unknown;
      server.use(
        http.get('*/api/companies', () => HttpResponse.json(railway)),
        http.post('*/api/employee_groups', async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json(
            { ...group, name: 'Dyżurni', company: railway['hydra:member'][1] },
            { status: 201 },
          );
        }),
      );
      const onClose = vi.fn();
      const { user } = renderWithRouter(
        <EmployeeGroupDialog groupId={null} actor={admin} onClose={onClose} />,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Nowa grupa pracowniczą' });
      await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
      expect(await within(dialog).findAllByText('Pole wymagane')).toHaveLength(2);
      await user.type(within(dialog).getByLabelText(/Nazwa grupy/), 'Dyżurni');
      await user.click(within(dialog).getByRole('combobox', { name: /Firma/ }));
      await user.click(await screen.findByRole('option', { name: 'DB Cargo Polska' }));
      expect(within(dialog).queryByText('Pole wymagane')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent).toEqual({ name: 'Dyżurni', company: '/api/companies/3' });
    });

    it("shows an edited group's company as text and leaves it out of the PUT", async () => {
      let sent: unknown;
      server.use(
        http.get('*/api/employee_groups/7', () => HttpResponse.json(group)),
        http.put('*/api/employee_groups/7', async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({ ...group, version: 5 });
        }),
      );
      const onClose = vi.fn();
      const { user } = renderWithRouter(<EmployeeGroupDialog groupId={7} actor={admin} onClose={onClose} />);
      const company = await screen.findByLabelText('Firma');
      expect(company).toHaveValue('PKP Intercity');
      expect(company).toHaveAttribute('readonly');
      const dialog = screen.getByRole('dialog', { name: 'Edytuj grupę pracowniczą' });
      await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent).toEqual({ name: 'Maszyniści', version: 4, stakes: ['/api/stakes/3'] });
    });
  });
});
