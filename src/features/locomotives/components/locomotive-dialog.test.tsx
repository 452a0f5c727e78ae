import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { LocomotiveDialog } from './locomotive-dialog';

const intercity = { '@id': '/api/companies/3', '@type': 'Company', id: 3, name: 'PKP Intercity' };
const engine = (id: number, sideNumber: string, version = 1) => ({
  '@context': '/api/contexts/Locomotive',
  '@id': `/api/locomotives/${id}`,
  '@type': 'Locomotive',
  id,
  sideNumber,
  company: intercity,
  version,
});

describe('LocomotiveDialog', () => {
  it("asks a non-company user for the company ('Uzupełnij firmę') and the number before saving", async () => {
    const posted = vi.fn();
    server.use(
      http.get('*/api/companies', () =>
        HttpResponse.json({ 'hydra:member': [intercity], 'hydra:totalItems': 1 }),
      ),
      http.post('*/api/locomotives', async ({ request }) => {
        posted(await request.json());
        return HttpResponse.json(engine(9, 'EU07-005'), { status: 201 });
      }),
    );
    const onSaved = vi.fn();
    const { user } = renderWithRouter(
      <LocomotiveDialog company={null} isCompanyUser={false} onClose={() => undefined} onSaved={onSaved} />,
    );
    expect(screen.getByRole('dialog', { name: 'Dodaj lokomotywę' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Uzupełnij numer lokomotywy')).toBeInTheDocument();
    expect(screen.getByText('Uzupełnij firmę')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Numer lokomotywy'), 'EU07-005');
    await user.type(screen.getByRole('combobox', { name: 'Firma' }), 'inter');
    await user.click(await screen.findByRole('option', { name: 'PKP Intercity' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted).toHaveBeenCalledWith({ sideNumber: 'EU07-005', company: '/api/companies/3' });
  });

  it("edits with the version it read and puts the server's violation on the number", async () => {
    const put = vi.fn();
    server.use(
      http.get('*/api/companies', () =>
        HttpResponse.json({ 'hydra:member': [intercity], 'hydra:totalItems': 1 }),
      ),
      http.put('*/api/locomotives/4', async ({ request }) => {
        put(await request.json());
        return HttpResponse.json(
          { violations: [{ propertyPath: 'sideNumber', message: 'Lokomotywa o tym numerze już istnieje' }] },
          { status: 422 },
        );
      }),
    );
    const { user } = renderWithRouter(
      <LocomotiveDialog
        company={null}
        isCompanyUser={false}
        locomotive={engine(4, 'ET22-842', 3)}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Edytuj lokomotywę' })).toBeInTheDocument();
    const number = screen.getByLabelText('Numer lokomotywy');
    await user.clear(number);
    await user.type(number, 'ET22-1045');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Lokomotywa o tym numerze już istnieje')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith({ sideNumber: 'ET22-1045', company: '/api/companies/3', version: 3 });
  });

  it('keeps the stored company shown and sent when the list no longer holds it', async () => {
    const put = vi.fn();
    server.use(
      http.get('*/api/companies', () => HttpResponse.json({ 'hydra:member': [], 'hydra:totalItems': 0 })),
      http.put('*/api/locomotives/4', async ({ request }) => {
        put(await request.json());
        return HttpResponse.json(engine(4, 'ET22-842', 4));
      }),
    );
    const onSaved = vi.fn();
    const { user } = renderWithRouter(
      <LocomotiveDialog
        company={null}
        isCompanyUser={false}
        locomotive={engine(4, 'ET22-842', 3)}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    expect(await screen.findByDisplayValue('PKP Intercity')).toBe(
      screen.getByRole('combobox', { name: 'Firma' }),
    );
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith({ sideNumber: 'ET22-842', company: '/api/companies/3', version: 3 });
  });
});
