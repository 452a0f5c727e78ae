import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { MissingSegmentsDrawer } from './missing-segments-drawer';

const place = (id: number, name: string) => ({ '@id': `/api/abstract_places/${id}`, id, name });
const pairs = [
  {
    placeStart: place(1, 'Grochów'),
    placeEnd: place(2, 'Wschodnia'),
    distance: 5.2,
    time: 300,
    segmentCount: 3,
  },
  { placeStart: place(3, 'Kutno'), placeEnd: place(4, 'Łódź'), distance: 69, time: 4080, segmentCount: 1 },
];

describe('MissingSegmentsDrawer', () => {
  it("says 'Błąd zapisu' with the last violation, then 'zapisano' and drops the saved pair, closing when empty", async () => {
    let missing = [...pairs];
    let refuse = true;
    server.use(
      http.get('*/api/missing_defined_kilometers', () => HttpResponse.json(missing)),
      http.post('*/api/defined_kilometers', async ({ request }) => {
        if (refuse) {
          refuse = false;
          return HttpResponse.json(
            {
              '@type': 'ConstraintViolationList',
              'hydra:description': 'x',
              violations: [
                { propertyPath: 'placeStart', message: 'Nieprawidłowa wartość' },
                { propertyPath: 'placeEnd', message: 'Kilometry dla tej pary miejsc są już zdefiniowane' },
              ],
            },
            { status: 422 },
          );
        }
        const body = (await request.json()) as {
          placeStart: string;
          placeEnd: string;
          kilometers: number;
          time: number;
        };
        missing = missing.filter((pair) => pair.placeStart['@id'] !== body.placeStart);
        return HttpResponse.json(
          {
            '@id': '/api/defined_kilometers/9',
            '@type': 'DefinedKilometers',
            id: 9,
            placeStart: place(1, 'Grochów'),
            placeEnd: place(2, 'Wschodnia'),
            kilometers: body.kilometers,
            time: body.time,
            version: 1,
          },
          { status: 201 },
        );
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithRouter(<MissingSegmentsDrawer open onClose={onClose} />);
    const first = await screen.findByRole('form', { name: 'Grochów – Wschodnia' });
    // Prefilled from the segments' estimate: 5 km, 0:05.
    expect(within(first).getByRole('textbox', { name: 'Kilometry' })).toHaveValue('5');
    expect(within(first).getByRole('textbox', { name: 'Czas (HH:MM)' })).toHaveValue('0:05');

    await user.click(within(first).getByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByText('Błąd zapisu: Kilometry dla tej pary miejsc są już zdefiniowane'),
    ).toBeInTheDocument();

    await user.clear(within(first).getByRole('textbox', { name: 'Czas (HH:MM)' }));
    await user.click(within(first).getByRole('button', { name: 'Zapisz' }));
    expect(within(first).getByText('Podaj czas (HH:MM)')).toBeInTheDocument();
    await user.type(within(first).getByRole('textbox', { name: 'Czas (HH:MM)' }), '0:06');
    await user.click(within(first).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('zapisano')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'Grochów – Wschodnia' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    missing = [];
    const second = screen.getByRole('form', { name: 'Kutno – Łódź' });
    refuse = false;
    await user.click(within(second).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
