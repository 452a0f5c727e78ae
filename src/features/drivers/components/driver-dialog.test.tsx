import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildCompany, buildStartingBase } from '@mocks/course-form';
import { hydraCollection } from '@mocks/courses';
import { buildDriverView, EDITABLE, LOCKED } from '@mocks/people-items';
import { renderWithRouter } from '@/test/render';
import { ACCOUNT_COMPANY_HINT, ACCOUNT_FIELDS_HINT } from '@/ui/people/account-fields-text';
import { REQUIRED_IN_DIALOG } from '@domain/validation/messages';
import { DriverDialog } from './driver-dialog';

const reads = [
  http.get('*/api/starting_bases', () =>
    HttpResponse.json(hydraCollection([buildStartingBase(1, 'Baza Okęcie')])),
  ),
  http.get('*/api/companies', () =>
    HttpResponse.json(
      hydraCollection([buildCompany(5, 'Taxi Trans Warszawa'), buildCompany(6, 'Trans-Śląsk')]),
    ),
  ),
];

describe("DriverDialog: the account fields follow the answer's flags (row 597)", () => {
  it('shows e-mail, phones and the company as text to the dispatcher, and saves the names', async () => {
    let sent: Record<string, unknown> | undefined;
    const driver = buildDriverView(4, LOCKED);
    server.use(
      ...reads,
      http.put('*/api/drivers/4', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...driver, firstname: 'Edmund', version: 3 });
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithRouter(
      <DriverDialog driver={driver} picksCompany ownCompanyId={null} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj kierowcę' });
    const account = within(dialog).getByRole('region', { name: 'Dane konta' });
    expect(within(account).getByText('edward@example.pl')).toBeInTheDocument();
    expect(within(account).getByText('600100200 (domyślny)')).toBeInTheDocument();
    expect(within(account).getByText(ACCOUNT_FIELDS_HINT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Adres e-mail' })).toBeNull();
    const company = within(dialog).getByRole('textbox', { name: 'Firma transportowa' });
    expect(company).toHaveValue('Taxi Trans Warszawa');
    expect(company).toHaveAttribute('readonly');
    expect(within(dialog).getByText(ACCOUNT_COMPANY_HINT)).toBeInTheDocument();

    const firstname = within(dialog).getByLabelText(/Imię/);
    await user.clear(firstname);
    await user.type(firstname, 'Edmund');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toMatchObject({ firstname: 'Edmund', transportCompany: '/api/companies/5', version: 2 });
  });

  it("offers them as fields to the account's user administrator", async () => {
    server.use(...reads);
    renderWithRouter(
      <DriverDialog
        driver={buildDriverView(4, EDITABLE)}
        picksCompany
        ownCompanyId={null}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj kierowcę' });
    expect(within(dialog).getByRole('textbox', { name: 'Adres e-mail' })).toHaveValue('edward@example.pl');
    expect(within(dialog).getByRole('textbox', { name: 'Numer telefonu 1' })).toHaveValue('600100200');
    expect(within(dialog).getByRole('combobox', { name: /Firma transportowa/ })).toBeInTheDocument();
    expect(within(dialog).queryByText(ACCOUNT_FIELDS_HINT)).toBeNull();
    expect(within(dialog).queryByText(ACCOUNT_COMPANY_HINT)).toBeNull();
  });

  it('lets the administrator find another transport company by typing, and refuses none', async () => {
    let sent: Record<string, unknown> | undefined;
    const driver = buildDriverView(4, EDITABLE);
    server.use(
      ...reads,
      http.put('*/api/drivers/4', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...driver, version: 3 });
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithRouter(
      <DriverDialog driver={driver} picksCompany ownCompanyId={null} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj kierowcę' });
    const company = within(dialog).getByRole('combobox', { name: /Firma transportowa/ });
    expect(await within(dialog).findByDisplayValue('Taxi Trans Warszawa')).toBe(company);

    await user.clear(company);
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText(REQUIRED_IN_DIALOG)).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.type(company, 'śląsk');
    await user.click(await screen.findByRole('option', { name: 'Trans-Śląsk' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toMatchObject({ transportCompany: '/api/companies/6', startingBase: null });
  });
});
