import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { StartingBasesList } from './starting-bases-list';

const taxi = { '@id': '/api/companies/4', id: 4, name: 'Taxi Trans Warszawa' };
const kolej = { '@id': '/api/companies/5', id: 5, name: 'Kolej-Trans Logistyka' };
const base = (id: number, name: string, company: typeof taxi | null) => ({
  '@id': `/api/starting_bases/${id}`,
  '@type': 'StartingBase',
  id,
  name,
  address: `ul. Bazowa ${id}, Warszawa`,
  latitude: 52.2,
  longitude: 21,
  company,
  version: 3,
});
const members = [base(9, 'Baza Odolany', taxi), base(8, 'Baza Służewiec', kolej)];

function serveBases() {
  const asked: URLSearchParams[] = [];
  const writes: { url: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/starting_bases', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        '@context': '/api/contexts/StartingBase',
        '@id': '/api/starting_bases',
        '@type': 'hydra:Collection',
        'hydra:member': members,
        'hydra:totalItems': members.length,
      });
    }),
    http.put('*/api/starting_bases/:id', async ({ request }) => {
      writes.push({ url: request.url, body: await request.json() });
      return HttpResponse.json({ ...members[0], '@context': '/api/contexts/StartingBase', version: 4 });
    }),
  );
  return { asked, writes };
}

describe('StartingBasesList', () => {
  it("gives a transport company its own company's bases, with edit and delete on its own rows only", async () => {
    const { asked } = serveBases();
    const user = userSchema.parse(
      buildUser({
        roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY'],
        company: { ...taxi, isTransportCompany: true },
      }),
    );
    renderWithRouter(<StartingBasesList user={user} />);

    const own = await screen.findByRole('row', { name: /Baza Odolany/ });
    expect(within(own).getByRole('link', { name: 'Baza Odolany' })).toHaveAttribute(
      'href',
      '/starting_bases/9',
    );
    expect(within(own).getByRole('link', { name: 'Edytuj bazę startową Baza Odolany' })).toHaveAttribute(
      'href',
      '/starting_bases/9/edit',
    );
    const other = screen.getByRole('row', { name: /Baza Służewiec/ });
    expect(within(other).queryByRole('button', { name: /Usuń/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Utwórz' })).toHaveAttribute('href', '/starting_bases/create');
    expect(asked.at(-1)?.get('company.id')).toBe('4');
  });

  it('deletes softly, at the version shown, after the confirmation', async () => {
    const { writes } = serveBases();
    const admin = userSchema.parse(buildUser());
    const { user } = renderWithRouter(<StartingBasesList user={admin} />);

    const row = await screen.findByRole('row', { name: /Baza Służewiec/ });
    await user.click(within(row).getByRole('button', { name: 'Usuń bazę startową Baza Służewiec' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno usunąć bazę startową?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Pomyślnie usunięto rekord')).toBeInTheDocument();
    expect(writes).toEqual([
      { url: expect.stringMatching(/\/api\/starting_bases\/8$/), body: { isActive: false, version: 3 } },
    ]);
  });
});
