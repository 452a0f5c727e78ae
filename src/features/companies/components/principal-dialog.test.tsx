import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { BILLING_MODEL_LABELS } from '@domain/companies/company-links.schema';
import { REQUIRED } from '@domain/validation/messages';
import { renderWithRouter } from '@/test/render';
import { PrincipalDialog } from './principal-dialog';

describe('PrincipalDialog (Dodaj obsługiwaną firmę)', () => {
  it('asks for the company and the billing model, then sends the link without a stake', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/companies/7/link_candidates', () =>
        HttpResponse.json({
          'hydra:member': [
            {
              '@id': '/api/companies/1',
              '@type': 'Company',
              id: 1,
              name: 'PKP Intercity',
              isTransportCompany: false,
              courseEmployeeSmsNotification: false,
            },
          ],
          'hydra:totalItems': 1,
        }),
      ),
      http.post('*/api/company_principals', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = renderWithRouter(<PrincipalDialog companyId={7} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj obsługiwaną firmę' });
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findAllByText(REQUIRED)).toHaveLength(2);
    await user.click(within(dialog).getByRole('combobox', { name: 'Obsługiwana firma' }));
    await user.click(await screen.findByRole('option', { name: 'PKP Intercity' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Model rozliczenia' }));
    await user.click(
      await screen.findByRole('option', { name: BILLING_MODEL_LABELS.BACK_TO_THE_STARTING_POINT }),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wykonawca nadrzędny' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Wystąpił błąd dodawania')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        company: '/api/companies/7',
        principal: '/api/companies/1',
        superior: true,
        billingModel: 'BACK_TO_THE_STARTING_POINT',
        kilometerRate: null,
        waitHourRate: null,
      },
    ]);
  });

  it('shows the one-link-per-pair refusal under the company it names', async () => {
    server.use(
      http.get('*/api/companies/7/link_candidates', () =>
        HttpResponse.json({
          'hydra:member': [
            {
              '@id': '/api/companies/5',
              '@type': 'Company',
              id: 5,
              name: 'Orlen KolTrans',
              isTransportCompany: false,
              courseEmployeeSmsNotification: false,
            },
          ],
          'hydra:totalItems': 1,
        }),
      ),
      http.post('*/api/company_principals', () =>
        HttpResponse.json(
          {
            violations: [
              { propertyPath: 'principal', message: 'Ta firma jest już obsługiwana przez tę firmę' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithRouter(<PrincipalDialog companyId={7} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj obsługiwaną firmę' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Obsługiwana firma' }));
    await user.click(await screen.findByRole('option', { name: 'Orlen KolTrans' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Model rozliczenia' }));
    await user.click(
      await screen.findByRole('option', { name: BILLING_MODEL_LABELS.BACK_TO_THE_STARTING_POINT }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(dialog).findByText('Ta firma jest już obsługiwana przez tę firmę'),
    ).toBeInTheDocument();
  });
});
