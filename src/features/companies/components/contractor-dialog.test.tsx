import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { ContractorDialog } from './contractor-dialog';

const company = (id: number, name: string) => ({
  '@id': `/api/companies/${id}`,
  '@type': 'Company',
  id,
  name,
  isTransportCompany: true,
  courseEmployeeSmsNotification: false,
});

function serve() {
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/companies/7/link_candidates', () =>
      HttpResponse.json({ 'hydra:member': [company(9, 'Euro-Bus Poznań')], 'hydra:totalItems': 1 }),
    ),
    http.post('*/api/company_contractors', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  return sent;
}

const owners = [
  { id: 7, name: 'Kolej-Trans Logistyka', contractorOf: 'transport_company' as const },
  { id: 1, name: 'PKP Intercity', contractorOf: 'railway_company' as const },
];

describe('ContractorDialog', () => {
  it('hides the billing model for a subcontractor and asks for it once switched to a railway company', async () => {
    serve();
    const { user } = renderWithRouter(
      <ContractorDialog companyId={7} owners={owners} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj wykonawcę' });
    expect(within(dialog).queryByRole('combobox', { name: 'Model rozliczenia' })).toBeNull();
    // Only a railway company's contractor may be superior (row 884).
    expect(within(dialog).queryByRole('checkbox', { name: 'Wykonawca nadrzędny' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Wykonawca firmy kolejowej' }));
    expect(within(dialog).getByRole('combobox', { name: 'Model rozliczenia' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Wykonawca nadrzędny' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findAllByText('Pole jest wymagane')).toHaveLength(2);
  });

  it('sends NOT_AVAILABLE and the stake in hundredths for a subcontractor', async () => {
    const sent = serve();
    const { user } = renderWithRouter(
      <ContractorDialog companyId={7} owners={owners} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj wykonawcę' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Wykonawca' }));
    await user.click(await screen.findByRole('option', { name: 'Euro-Bus Poznań' }));
    await user.type(within(dialog).getByLabelText(/Stawka za kilometr/), '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Pole jest wymagane')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Stawka za godzinę/), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    // The server fails here: the §8 fallback shows, and the body was as the API wants it.
    expect(await screen.findByText('Wystąpił błąd dodawania')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        company: '/api/companies/7',
        contractor: '/api/companies/9',
        superior: false,
        contractorOf: 'transport_company',
        billingModel: 'NOT_AVAILABLE',
        kilometerRate: 250,
        waitHourRate: 3000,
      },
    ]);
  });

  it('shows the one-link-per-pair refusal under the contractor', async () => {
    serve();
    server.use(
      http.post('*/api/company_contractors', () =>
        HttpResponse.json(
          { violations: [{ propertyPath: 'contractor', message: 'Ta firma jest już wykonawcą tej firmy' }] },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithRouter(
      <ContractorDialog companyId={7} owners={owners} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj wykonawcę' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Wykonawca' }));
    await user.click(await screen.findByRole('option', { name: 'Euro-Bus Poznań' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Ta firma jest już wykonawcą tej firmy')).toBeInTheDocument();
  });
});
