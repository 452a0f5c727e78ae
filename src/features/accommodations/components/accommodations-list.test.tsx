import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraCollection } from '@mocks/courses';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { AccommodationsList } from './accommodations-list';

const stay = (id: number, status: 'booked' | 'confirmed' | 'cancelled') => ({
  '@id': `/api/accommodations/${id}`,
  '@type': 'Accommodation',
  id,
  hotel: { '@id': '/api/abstract_places/7', id: 7, name: `Hotel ${id}`, address: 'ul. Hotelowa 1' },
  checkIn: '2026-03-02',
  checkOut: '2026-03-04',
  guests: 'Jan Kowalski',
  rooms: 1,
  remarks: null,
  status,
  createdAt: '2026-03-01T10:00:00.000Z',
  version: 2,
});

function serve() {
  const actions: { url: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/accommodations', () =>
      HttpResponse.json(hydraCollection([stay(3, 'booked'), stay(2, 'confirmed'), stay(1, 'cancelled')])),
    ),
    http.post('*/api/accommodations/:id/:action', async ({ request, params }) => {
      actions.push({ url: request.url, body: await request.json() });
      const status = params.action === 'confirm' ? 'confirmed' : 'cancelled';
      return HttpResponse.json({
        ...stay(Number(params.id), status),
        '@context': '/api/contexts/Accommodation',
      });
    }),
  );
  return actions;
}

const hotelUser = () => userSchema.parse(buildUser({ roles: ['ROLE_DEFAULT', 'ROLE_HOTEL'] }));

describe('AccommodationsList', () => {
  it('offers the hotel confirm on booked stays, cancel on booked and confirmed ones, and no booking', async () => {
    serve();
    renderWithRouter(<AccommodationsList user={hotelUser()} />);
    const booked = await screen.findByRole('row', { name: /Hotel 3/ });
    expect(within(booked).getByText('Zarezerwowany')).toBeInTheDocument();
    expect(
      within(booked).getByRole('button', { name: 'Potwierdź nocleg: Hotel 3, 02.03.2026' }),
    ).toBeInTheDocument();
    const confirmed = screen.getByRole('row', { name: /Hotel 2/ });
    expect(within(confirmed).queryByRole('button', { name: /Potwierdź/ })).toBeNull();
    expect(within(confirmed).getByRole('button', { name: /Anuluj/ })).toBeInTheDocument();
    const cancelled = screen.getByRole('row', { name: /Hotel 1/ });
    expect(within(cancelled).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Utwórz' })).toBeNull();
  });

  it('confirms and cancels at the version shown, each only after its question', async () => {
    const actions = serve();
    const { user } = renderWithRouter(<AccommodationsList user={hotelUser()} />);
    await user.click(await screen.findByRole('button', { name: 'Potwierdź nocleg: Hotel 3, 02.03.2026' }));
    const question = await screen.findByRole('dialog', { name: 'Czy na pewno potwierdzić nocleg?' });
    await user.click(within(question).getByRole('button', { name: 'Nie' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actions).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Potwierdź nocleg: Hotel 3, 02.03.2026' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Czy na pewno potwierdzić nocleg?' })).getByRole(
        'button',
        { name: 'Tak' },
      ),
    );
    expect(await screen.findByText('Nocleg w Hotel 3: potwierdzony')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anuluj nocleg: Hotel 2, 02.03.2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno anulować nocleg?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Nocleg w Hotel 2: anulowany')).toBeInTheDocument();
    expect(actions.map((action) => [action.url.replace(/^.*\/api/, '/api'), action.body])).toEqual([
      ['/api/accommodations/3/confirm', { version: 2 }],
      ['/api/accommodations/2/cancel', { version: 2 }],
    ]);
  });
});
