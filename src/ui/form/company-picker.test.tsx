import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraError } from '@mocks/handlers';
import { renderWithRouter } from '@/test/render';
import { CompanyPicker } from './company-picker';

const railway = {
  'hydra:member': [
    { '@id': '/api/companies/2', id: 2, name: 'PKP Intercity' },
    { '@id': '/api/companies/3', id: 3, name: 'DB Cargo Polska' },
    { '@id': '/api/companies/4', id: 4, name: 'PKP Cargo' },
  ],
  'hydra:totalItems': 3,
};

function Picker({ onChange, hidden }: { onChange: (iri: string) => void; hidden?: number }) {
  const [value, setValue] = useState('');
  return (
    <CompanyPicker
      isTransportCompany={false}
      filter={hidden ? (company) => company.id !== hidden : undefined}
      value={value}
      onChange={(iri) => {
        setValue(iri);
        onChange(iri);
      }}
    />
  );
}

describe('CompanyPicker', () => {
  it('narrows the railway companies as the user types and picks one with the keyboard', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/companies', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(railway);
      }),
    );
    const onChange = vi.fn();
    const { user } = renderWithRouter(<Picker onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Firma' });
    await user.click(field);
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['PKP Intercity', 'DB Cargo Polska', 'PKP Cargo']);
    expect(asked).toEqual(['?isTransportCompany=false&pagination=false']);

    await user.type(field, 'cargo');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('/api/companies/4');
    expect(field).toHaveValue('PKP Cargo');
  });

  it("says 'Brak wyników' for a text matching no company and leaves out the filtered ones", async () => {
    server.use(http.get('*/api/companies', () => HttpResponse.json(railway)));
    const { user } = renderWithRouter(<Picker onChange={vi.fn()} hidden={2} />);
    const field = screen.getByRole('combobox', { name: 'Firma' });
    await user.click(field);
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await user.type(field, 'Intercity');
    expect(await screen.findByText('Brak wyników')).toBeInTheDocument();
  });

  it('says the list could not be loaded', async () => {
    server.use(http.get('*/api/companies', () => hydraError(500, 'boom')));
    renderWithRouter(<Picker onChange={vi.fn()} />);
    expect(await screen.findByText('Wystąpił błąd podczas ładowania')).toBeInTheDocument();
  });
});
