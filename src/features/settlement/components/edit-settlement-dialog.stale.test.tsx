import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/server';
import { hydraError } from '@mocks/handlers';
import { TAXI_SETTLEMENT_RIDE, buildTaxiSettlement } from '@mocks/taxi-settlement';
import type { TaxiSettlement } from '@domain/contract/settlement.schema';
import { STALE_WRITE_MESSAGE } from '@domain/contract/stale-write';
import { renderWithRouter } from '@/test/render';
import { STALE_SAVE_TEXTS } from '@/ui/form/stale-save/stale-save-dialog';
import { EditSettlementDialog } from './edit-settlement-dialog';

const bill = { distance: 50, waitingHundredthsOfHour: 150, highwayCost: 1250, comment: null };
const settlement = (highwayCost: number): TaxiSettlement =>
  buildTaxiSettlement({
    rides: [{ ...TAXI_SETTLEMENT_RIDE, toSettled: { ...bill, highwayCost } }],
    totals: { distance: 50, waitingHundredthsOfHour: 150, highwayCost },
  });

describe('EditSettlementDialog: a save refused as stale', () => {
  it('keeps the typed figures on top of the newer settlement and sends them with its ETag', async () => {
    const sent: { body: { rides: { distance: number; highwayCost: number }[] }; ifMatch: string | null }[] =
      [];
    server.use(
      // Someone else set the highway cost to 20 zł meanwhile (version 4).
      http.get('*/api/taxi_courses/7/settlement', () =>
        HttpResponse.json(settlement(2000), { headers: { ETag: 'W/"4"' } }),
      ),
      http.put('*/api/taxi_courses/7/settlement', async ({ request }) => {
        sent.push({
          body: (await request.json()) as (typeof sent)[number]['body'],
          ifMatch: request.headers.get('If-Match'),
        });
        return sent.length === 1
          ? hydraError(412, STALE_WRITE_MESSAGE)
          : HttpResponse.json(settlement(2000), { headers: { ETag: 'W/"5"' } });
      }),
    );
    const { user } = renderWithRouter(
      <EditSettlementDialog
        settlement={settlement(1250)}
        etag={'W/"3"'}
        rideIds={[12]}
        billKind={null}
        onClose={() => {}}
      />,
    );
    const form = await screen.findByRole('dialog', { name: 'Edytuj rozliczenie' });
    const distance = within(form).getByLabelText('Liczba km');
    await user.clear(distance);
    await user.type(distance, '77');
    await user.click(within(form).getByRole('button', { name: 'Wyślij' }));
    const stale = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    expect(within(stale).getByRole('list', { name: STALE_SAVE_TEXTS.taken })).toHaveTextContent(
      'Przejazd 1: Koszt autostrad (zł)',
    );
    await user.click(within(stale).getByRole('button', { name: STALE_SAVE_TEXTS.keepMine }));
    expect(within(form).getByLabelText('Liczba km')).toHaveValue('77');
    expect(within(form).getByLabelText('Koszt autostrad (zł)')).toHaveValue('20');
    await user.click(within(form).getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Rozliczenie zostało zapisane')).toBeInTheDocument();
    expect(sent.map((call) => call.ifMatch)).toEqual(['W/"3"', 'W/"4"']);
    expect(sent[1]?.body.rides[0]).toMatchObject({ distance: 77, highwayCost: 20 });
  }, 30_000);
});
