import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/server';
import { buildTaxiSettlement } from '@mocks/taxi-settlement';
import { renderWithRouter } from '@/test/render';
import { EditSettlementDialog } from './edit-settlement-dialog';

const driverBill = { distance: 40, waitingHundredthsOfHour: 50, highwayCost: 1850, comment: null };
const settlement = buildTaxiSettlement({
  driverId: 5,
  driverName: 'Jan Kierowca',
  billFromDriver: driverBill,
});

describe('EditSettlementDialog: Skopiuj wartości kierowcy', () => {
  it('copies the figures with a Polish comma and clears the required message they answer', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/taxi_courses/7/settlement', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(settlement, { headers: { ETag: 'W/"4"' } });
      }),
    );
    const { user } = renderWithRouter(
      <EditSettlementDialog
        settlement={settlement}
        etag={'W/"3"'}
        rideIds={[12]}
        billKind={null}
        onClose={() => {}}
      />,
    );
    const form = await screen.findByRole('dialog', { name: 'Edytuj rozliczenie' });
    await user.click(within(form).getByRole('button', { name: 'Wyślij' }));
    expect(await within(form).findByText('Pole wymagane')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Skopiuj wartości kierowcy' }));
    expect(within(form).getByLabelText('Liczba km')).toHaveValue('40');
    expect(within(form).getByLabelText('Godziny oczekiwania')).toHaveValue('0,5');
    expect(within(form).getByLabelText('Koszt autostrad (zł)')).toHaveValue('18,5');
    expect(within(form).queryByText('Pole wymagane')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Rozliczenie zostało zapisane')).toBeInTheDocument();
    expect(sent).toEqual([
      { rides: [{ id: 12, distance: 40, waitingHours: 0.5, highwayCost: 18.5, comment: null }] },
    ]);
  });
});
