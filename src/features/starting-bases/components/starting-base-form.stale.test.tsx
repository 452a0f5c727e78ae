import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraCollection } from '@mocks/courses';
import { hydraError } from '@mocks/handlers';
import { buildUser } from '@mocks/users';
import { STALE_WRITE_MESSAGE } from '@domain/contract/stale-write';
import { startingBaseViewSchema } from '@domain/contract/starting-base.schema';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { STALE_SAVE_TEXTS } from '@/ui/form/stale-save/stale-save-dialog';
import { StartingBaseForm } from './starting-base-form';

const company = { '@id': '/api/companies/4', id: 4, name: 'Taxi Trans Warszawa' };
const loaded = {
  '@context': '/api/contexts/StartingBase',
  '@id': '/api/starting_bases/30',
  '@type': 'StartingBase',
  id: 30,
  name: 'Baza Grochów',
  address: 'Grochowska 1, Warszawa',
  latitude: 52.25,
  longitude: 21.08,
  company,
  version: 3,
};
// Someone else corrected the address meanwhile.
const newer = { ...loaded, address: 'Grochowska 12, Warszawa', version: 4 };

describe('StartingBaseForm: a save refused as stale', () => {
  it('offers the newer base, keeps the typed name and saves against its version', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/companies', () =>
        HttpResponse.json(hydraCollection([{ ...company, '@type': 'Company' }])),
      ),
      http.get('*/api/starting_bases/30', () => HttpResponse.json(newer)),
      http.put('*/api/starting_bases/30', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return sent.length === 1
          ? hydraError(409, STALE_WRITE_MESSAGE)
          : HttpResponse.json({ ...newer, ...sent.at(-1), company, version: 5 });
      }),
    );
    const admin = userSchema.parse(buildUser());
    const base = startingBaseViewSchema.parse(loaded);
    const { user } = renderWithRouter(<StartingBaseForm user={admin} base={base} />, {
      routes: [{ path: '/starting_bases/:id', element: <p>Pokazano bazę</p> }],
    });
    const name = screen.getByLabelText(/Nazwa/);
    await user.clear(name);
    await user.type(name, 'Baza Praga');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    const stale = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    expect(within(stale).getByRole('list', { name: STALE_SAVE_TEXTS.taken })).toHaveTextContent('Adres');
    await user.click(within(stale).getByRole('button', { name: STALE_SAVE_TEXTS.keepMine }));
    expect(screen.getByLabelText(/Nazwa/)).toHaveValue('Baza Praga');
    expect(screen.getByLabelText(/Adres/)).toHaveValue('Grochowska 12, Warszawa');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Pokazano bazę')).toBeInTheDocument();
    expect(sent.map((body) => body.version)).toEqual([3, 4]);
    expect(sent[1]).toMatchObject({ name: 'Baza Praga', address: 'Grochowska 12, Warszawa' });
  }, 30_000);
});
