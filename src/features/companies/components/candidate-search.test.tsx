import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { PrincipalDialog } from './principal-dialog';

const dbCargo = {
  '@id': '/api/companies/12',
  '@type': 'Company',
  id: 12,
  name: 'DB Cargo Polska',
  isTransportCompany: false,
  courseEmployeeSmsNotification: false,
  taxNumber: null,
  headquartersCity: null,
};

describe('the add dialogs find an unlinked company by exact NIP only (ADR 022)', () => {
  it('offers nothing unlinked until the NIP is typed, then offers the company', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/companies/7/link_candidates', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        asked.push(q);
        return HttpResponse.json({
          'hydra:member': q === '5213017228' ? [dbCargo] : [],
          'hydra:totalItems': 0,
        });
      }),
    );
    const { user } = renderWithRouter(<PrincipalDialog companyId={7} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj obsługiwaną firmę' });
    await user.type(within(dialog).getByRole('textbox', { name: 'NIP lub pełna nazwa firmy' }), '5213017228');
    await user.click(within(dialog).getByRole('combobox', { name: 'Obsługiwana firma' }));
    expect(await screen.findByRole('option', { name: 'DB Cargo Polska' })).toBeInTheDocument();
    expect(asked[0]).toBeNull();
    expect(asked).toContain('5213017228');
  });
});
