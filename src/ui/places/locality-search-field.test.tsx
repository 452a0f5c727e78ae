import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { hydraCollection } from '@mocks/courses';
import { buildLocality } from '@mocks/places';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { LOCALITY_NOT_FOUND, LocalitySearchField } from './locality-search-field';

describe("'Wyszukaj miejsce'", () => {
  it('says what to type when a name (a station) finds nothing, and picks what is found', async () => {
    server.use(
      http.get('*/api/localities', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        return HttpResponse.json(
          hydraCollection(search === 'Kutno' ? [buildLocality({ id: 'kutno', name: 'Kutno' })] : []),
        );
      }),
    );
    const onPick = vi.fn();
    const { user } = renderWithRouter(<LocalitySearchField onPick={onPick} />);
    const field = screen.getByRole('combobox', { name: 'Wyszukaj miejsce' });
    await user.type(field, 'Warszawa Wschodnia');
    expect(await screen.findByText(LOCALITY_NOT_FOUND, {}, { timeout: 3000 })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Kutno');
    await user.click(await screen.findByRole('option', { name: 'Kutno' }, { timeout: 3000 }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'Kutno' }));
  });
});
