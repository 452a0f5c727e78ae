import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { CompanyField } from './company-field';

const admin = userSchema.parse(buildUser({ id: 1 }));
const every = {
  'hydra:member': [
    { '@id': '/api/companies/1', id: 1, name: 'PKP Intercity', isTransportCompany: false },
    { '@id': '/api/companies/4', id: 4, name: 'Taxi Trans Warszawa', isTransportCompany: true },
    { '@id': '/api/companies/5', id: 5, name: 'Taxi Kraków', isTransportCompany: true },
  ],
  'hydra:totalItems': 3,
};

function Field({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('/api/companies/1');
  return (
    <CompanyField
      actor={admin}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      error={undefined}
    />
  );
}

describe('CompanyField', () => {
  it('lets an administrator find any company by typing, the transport ones marked, or clear it', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/companies', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(every);
      }),
    );
    const onChange = vi.fn();
    const { user } = renderWithRouter(<Field onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Firma' });
    expect(await screen.findByDisplayValue('PKP Intercity')).toBe(field);
    expect(asked).toEqual(['?pagination=false']);

    await user.clear(field);
    await user.type(field, 'taxi');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Taxi Trans Warszawa (firma transportowa)', 'Taxi Kraków (firma transportowa)']);
    await user.click(within(list).getByRole('option', { name: 'Taxi Trans Warszawa (firma transportowa)' }));
    expect(onChange).toHaveBeenLastCalledWith('/api/companies/4');

    await user.clear(field);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field).toHaveAttribute('placeholder', 'Brak firmy');
  });

  it('shows anyone else their own company, read-only', () => {
    const transport = userSchema.parse(
      buildUser({
        id: 7,
        roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY'],
        company: { '@id': '/api/companies/4', id: 4, name: 'Taxi Trans Warszawa', isTransportCompany: true },
      }),
    );
    renderWithRouter(<CompanyField actor={transport} value={null} onChange={vi.fn()} error={undefined} />);
    expect(screen.getByRole('textbox', { name: 'Firma' })).toHaveValue('Taxi Trans Warszawa');
    expect(screen.getByText('Konta tworzysz dla własnej firmy')).toBeInTheDocument();
  });
});
