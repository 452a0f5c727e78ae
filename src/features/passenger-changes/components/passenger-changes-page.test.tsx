import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraCollection } from '@mocks/courses';
import type { User } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { PassengerChangesPage } from './passenger-changes-page';

const me: User = {
  '@context': '/api/contexts/User',
  '@id': '/api/users/3',
  '@type': 'User',
  id: 3,
  username: 'firma',
  firstname: 'Krzysztof',
  surname: 'Lewandowski',
  email: null,
  roles: ['ROLE_DEFAULT', 'ROLE_COMPANY', 'ROLE_PASSENGER_CHANGE'],
  company: { '@id': '/api/companies/1', id: 1, name: 'PKP Intercity', isTransportCompany: false },
  phones: [],
  impersonator: null,
  superiorOf: [],
  passengerId: null,
  home: null,
  hotels: [],
  version: 1,
};

const change = (id: number, passenger: string, realizedBy: string | null) => ({
  '@id': `/api/passenger_changes/${id}`,
  '@type': 'PassengerChange',
  id,
  courseId: 10 + id,
  course: { '@id': `/api/taxi_courses/${10 + id}`, id: 10 + id, type: 'taxi', number: `PI/000${id}/03/2026` },
  passenger: { '@id': `/api/passengers/${id}`, id, name: passenger },
  kind: 'added',
  reportingUser: { '@id': '/api/users/2', id: 2, name: 'Agnieszka Kamińska' },
  reason: 'Dodano pasażera',
  comment: id === 1 ? 'Zastępstwo' : null,
  realizedBy: realizedBy === null ? null : { '@id': '/api/users/2', id: 2, name: realizedBy },
  realizedAt: realizedBy === null ? null : '2026-03-07T08:05:00.000Z',
  createdAt: '2026-03-07T07:05:00.000Z',
  version: 1,
});

describe('PassengerChangesPage', () => {
  it('lists the changes with a link to the course and marks an open one realized in the user’s name', async () => {
    const puts: unknown[] = [];
    server.use(
      http.get('*/api/passenger_changes', () =>
        HttpResponse.json(
          hydraCollection([change(1, 'Jan Kowalski', null), change(2, 'Adam Woźniak', 'Agnieszka Kamińska')]),
        ),
      ),
      http.put('*/api/passenger_changes/1', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ ...change(1, 'Jan Kowalski', 'Krzysztof Lewandowski'), version: 2 });
      }),
    );
    renderWithRouter(<PassengerChangesPage user={me} />);
    const open = await screen.findByRole('row', { name: /Jan Kowalski/ });
    expect(within(open).getByRole('link', { name: 'PI/0001/03/2026' })).toHaveAttribute(
      'href',
      '/course/11/edit',
    );
    expect(within(open).getByText('Niezrealizowana')).toBeInTheDocument();
    expect(within(open).getByText('07.03.2026 08:05')).toBeInTheDocument();
    const done = screen.getByRole('row', { name: /Adam Woźniak/ });
    expect(within(done).queryByRole('button', { name: /^Zrealizowano/ })).toBeNull();

    await userEvent.click(within(open).getByRole('button', { name: /^Zrealizowano: Jan Kowalski/ }));
    await waitFor(() => expect(puts).toEqual([{ realizedBy: '/api/users/3', version: 1 }]));
  });

  it('says Pusto when nothing changed', async () => {
    server.use(http.get('*/api/passenger_changes', () => HttpResponse.json(hydraCollection([]))));
    renderWithRouter(<PassengerChangesPage user={me} />);
    expect(await screen.findByText('Pusto')).toBeInTheDocument();
  });
});
