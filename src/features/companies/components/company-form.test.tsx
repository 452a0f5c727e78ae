import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/server';
import { hydraError } from '@mocks/handlers';
import type { CompanyItem } from '@domain/contract/company.schema';
import { STALE_WRITE_MESSAGE } from '@domain/contract/stale-write';
import { REQUIRED, VALIDATION_MESSAGES } from '@domain/validation/messages';
import { renderWithRouter } from '@/test/render';
import { STALE_SAVE_TEXTS } from '@/ui/form/stale-save/stale-save-dialog';
import { CompanyForm } from './company-form';

const company: CompanyItem = {
  '@context': '/api/contexts/Company',
  '@id': '/api/companies/4',
  '@type': 'Company',
  id: 4,
  name: 'Taxi Trans',
  isTransportCompany: true,
  courseEmployeeSmsNotification: false,
  taxNumber: '5261040828',
  headquartersStreet: 'Prosta 1',
  headquartersZipCode: '00-001',
  headquartersCity: 'Warszawa',
  email: null,
  phone: null,
  bankAccountNumber: null,
  isActive: true,
  version: 2,
};
const routes = [{ path: '/companies/:id', element: <p>Profil firmy</p> }];

describe('CompanyForm', () => {
  it('checks the fields with the shared schema and its Polish messages before sending', async () => {
    let posted = 0;
    server.use(
      http.post('*/api/companies', () => {
        posted += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithRouter(<CompanyForm current={null} />, { routes });
    const form = await screen.findByRole('form', { name: 'Nowa firma' });
    await user.type(within(form).getByLabelText(/NIP/), '52610');
    await user.type(within(form).getByLabelText(/Kod pocztowy/), '00950');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await within(form).findByText(VALIDATION_MESSAGES.nipLength)).toBeInTheDocument();
    expect(within(form).getByText(VALIDATION_MESSAGES.zipCode)).toBeInTheDocument();
    expect(within(form).getAllByText(REQUIRED)).toHaveLength(3);
    expect(posted).toBe(0);
  });

  it('keeps a phone pasted as Poles write it as its 9 digits (row 624)', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/companies/4', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ ...company, phone: '601100200', version: 3 });
      }),
    );
    const { user } = renderWithRouter(<CompanyForm current={company} />, { routes });
    const form = await screen.findByRole('form', { name: 'Edycja firmy' });
    await user.click(within(form).getByLabelText('Numer telefonu'));
    await user.paste('+48 601 100 200');
    expect(within(form).getByLabelText('Numer telefonu')).toHaveValue('+48 601 100 200');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await expect.poll(() => sent[0]?.phone).toBe('601100200');
  });

  it('puts a server violation on its field', async () => {
    server.use(
      http.put('*/api/companies/4', () =>
        HttpResponse.json(
          { violations: [{ propertyPath: 'taxNumber', message: 'Firma o tym NIP już istnieje' }] },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithRouter(<CompanyForm current={company} />, { routes });
    const form = await screen.findByRole('form', { name: 'Edycja firmy' });
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await within(form).findByText('Firma o tym NIP już istnieje')).toBeInTheDocument();
    expect(within(form).getByLabelText(/NIP/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the newer company on a stale save, keeps the typed city and saves against its version', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/companies/4', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return sent.length === 1
          ? hydraError(409, STALE_WRITE_MESSAGE)
          : HttpResponse.json({ ...company, version: 4 });
      }),
    );
    server.use(
      // Someone else made it a railway company with SMS notices meanwhile.
      http.get('*/api/companies/4', () =>
        HttpResponse.json({
          ...company,
          isTransportCompany: false,
          courseEmployeeSmsNotification: true,
          version: 3,
        }),
      ),
    );
    // The company given stays the loaded one: the version sent next comes from the stale answer.
    const { user } = renderWithRouter(<CompanyForm current={company} />, { routes });
    const form = await screen.findByRole('form', { name: 'Edycja firmy' });
    await user.clear(within(form).getByLabelText(/Miasto/));
    await user.type(within(form).getByLabelText(/Miasto/), 'Kraków');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    const stale = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    const taken = within(stale).getByRole('list', { name: STALE_SAVE_TEXTS.taken });
    expect(taken).toHaveTextContent('Typ firmy');
    expect(taken).toHaveTextContent('Powiadomienia SMS dla pracowników o kursach');
    await user.click(within(stale).getByRole('button', { name: STALE_SAVE_TEXTS.keepMine }));
    expect(within(form).getByLabelText(/Miasto/)).toHaveValue('Kraków');
    expect(within(form).getByRole('radio', { name: 'Firma kolejowa' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Profil firmy')).toBeInTheDocument();
    expect(sent.map((body) => body.version)).toEqual([2, 3]);
    expect(sent[1]).toMatchObject({
      headquartersCity: 'Kraków',
      isTransportCompany: false,
      courseEmployeeSmsNotification: true,
    });
  }, 30_000);
});
