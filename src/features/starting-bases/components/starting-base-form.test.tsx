import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraCollection } from '@mocks/courses';
import { buildLocality } from '@mocks/places';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { StartingBaseForm } from './starting-base-form';

const lodz = buildLocality({
  id: 'lodz',
  name: 'Łódź',
  address: 'Łódź, łódzkie, Polska',
  lat: 51.7592,
  lng: 19.456,
});
const collection = (members: object[]) => hydraCollection(members);

function serve() {
  const posted: unknown[] = [];
  server.use(
    http.get('*/api/localities', () => HttpResponse.json(collection([lodz]))),
    http.get('*/api/companies', () =>
      HttpResponse.json(
        collection([{ '@id': '/api/companies/4', '@type': 'Company', id: 4, name: 'Taxi Trans Warszawa' }]),
      ),
    ),
    http.post('*/api/starting_bases', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return HttpResponse.json(
        {
          '@context': '/api/contexts/StartingBase',
          '@id': '/api/starting_bases/30',
          '@type': 'StartingBase',
          id: 30,
          ...body,
          company: null,
          version: 1,
        },
        { status: 201 },
      );
    }),
  );
  return posted;
}

describe('StartingBaseForm', () => {
  it("refuses an empty form with 'Pole wymagane' and sends nothing", async () => {
    const posted = serve();
    const admin = userSchema.parse(buildUser());
    const { user } = renderWithRouter(<StartingBaseForm user={admin} base={null} />);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    // Name, address and (for a manager) the transport company.
    expect(await screen.findAllByText('Pole wymagane')).toHaveLength(3);
    expect(posted).toEqual([]);
  });

  it('takes the address and the point from the place search and posts them', async () => {
    const posted = serve();
    const transport = userSchema.parse(
      buildUser({
        roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY'],
        company: { '@id': '/api/companies/4', id: 4, name: 'Taxi Trans Warszawa', isTransportCompany: true },
      }),
    );
    const { user } = renderWithRouter(<StartingBaseForm user={transport} base={null} />, {
      routes: [{ path: '/starting_bases/:id', element: <p>Pokazano bazę</p> }],
    });
    expect(screen.queryByRole('combobox', { name: 'Firma transportowa' })).toBeNull();
    await user.type(screen.getByLabelText(/Nazwa/), 'Baza Łódź');
    await user.type(screen.getByRole('combobox', { name: 'Wyszukaj miejsce' }), 'Łódź');
    await user.click(await screen.findByRole('option', { name: /Łódź/ }, { timeout: 3000 }));
    expect(screen.getByLabelText(/Adres/)).toHaveValue('Łódź, łódzkie, Polska');
    expect(screen.getByText('Punkt na mapie: 51.75920, 19.45600')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Pokazano bazę')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        name: 'Baza Łódź',
        address: 'Łódź, łódzkie, Polska',
        latitude: 51.7592,
        longitude: 19.456,
        company: null,
      },
    ]);
  });

  it('lets a manager find the transport company by typing and posts its IRI', async () => {
    const posted = serve();
    const admin = userSchema.parse(buildUser());
    const { user } = renderWithRouter(<StartingBaseForm user={admin} base={null} />, {
      routes: [{ path: '/starting_bases/:id', element: <p>Pokazano bazę</p> }],
    });
    await user.type(screen.getByLabelText(/Nazwa/), 'Baza Łódź');
    await user.type(screen.getByRole('combobox', { name: 'Wyszukaj miejsce' }), 'Łódź');
    await user.click(await screen.findByRole('option', { name: /Łódź/ }, { timeout: 3000 }));
    await user.type(screen.getByRole('combobox', { name: 'Firma transportowa' }), 'taxi');
    await user.click(await screen.findByRole('option', { name: 'Taxi Trans Warszawa' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Pokazano bazę')).toBeInTheDocument();
    expect(posted).toMatchObject([{ name: 'Baza Łódź', company: '/api/companies/4' }]);
  });
});
