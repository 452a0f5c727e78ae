import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { REQUIRED } from '@domain/validation/messages';
import { typeDate } from '@/test/date-field';
import { renderWithRouter } from '@/test/render';
import { StakeDialog } from './stake-dialog';

describe('StakeDialog (Nowe stawki)', () => {
  it('asks for both rates, then sends them in hundredths from the chosen day', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/company_contractors/3/stakes', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const onClose = vi.fn();
    const { user } = renderWithRouter(
      <StakeDialog kind="company_contractors" linkId={3} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nowe stawki' });
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findAllByText(REQUIRED)).toHaveLength(2);
    await user.type(within(dialog).getByLabelText(/Stawka za kilometr/), '2,5');
    await user.type(within(dialog).getByLabelText(/Stawka za godzinę/), '30');
    await typeDate(user, 'Obowiązuje od', '01032026', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ kilometerRate: 250, waitHourRate: 3000, validFrom: '2026-03-01' }]);
  });
});
