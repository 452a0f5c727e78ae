import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { VALIDATION_MESSAGES } from '@domain/validation/messages';
import { PROTOCOL_AWAITS_VALIDATION } from '@domain/fleet/transfer-protocol-transitions';
import { NO_CAR, UserCarSettings } from './user-car-settings';

const driver = { id: 7, roles: ['ROLE_DRIVER'], companyId: 2 };
const person = (id: number, name: string) => ({ '@id': `/api/users/${id}`, id, name });

const car = (hasPendingProtocol: boolean) => ({
  '@id': '/api/cars/3',
  '@type': 'Car',
  id: 3,
  brand: { '@id': '/api/brands/1', id: 1, name: 'Ford' },
  model: { '@id': '/api/brand_models/2', id: 2, name: 'Transit' },
  registrationNumber: 'WE9034M',
  vin: 'WF0XXXTTGXKA58213',
  engineCapacity: 1995,
  initialMileage: 12480,
  mileage: 12500,
  user: person(7, 'Jan Kowalski'),
  driverName: 'Jan Kowalski',
  company: { '@id': '/api/companies/2', id: 2, name: 'Taxi Trans Warszawa' },
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: null,
  hasPendingProtocol,
  version: 1,
});

const waiting = {
  '@id': '/api/transfer_protocols/9',
  '@type': 'TransferProtocol',
  id: 9,
  car: { '@id': '/api/cars/4', id: 4, brand: 'Toyota', model: 'Corolla', registrationNumber: 'WX73105' },
  driver: person(8, 'Sylwester Borkowski'),
  newDriver: person(7, 'Jan Kowalski'),
  createdBy: person(8, 'Sylwester Borkowski'),
  createdAt: '2026-11-26T10:00:00.000Z',
  transferDate: { date: '26-11-2026', time: '11:00' },
  mileageReading: 96200,
  remarks: 'Rysa na zderzaku',
  equipment: ['jack', 'triangle'],
  status: 'waiting_for_acceptance',
  transferAcceptedAt: null,
  validatedAt: null,
  validatedBy: null,
  version: 1,
};

const drivers = {
  '@context': '/api/contexts/Driver',
  '@id': '/api/drivers',
  '@type': 'hydra:Collection',
  'hydra:totalItems': 1,
  'hydra:member': [
    {
      '@id': '/api/drivers/5',
      '@type': 'Driver',
      id: 5,
      userId: 11,
      name: 'Ryszard Sadowski',
      phone: null,
      transportCompany: null,
      startingBase: null,
    },
  ],
};

function serve(mine: Record<string, unknown>) {
  server.use(
    http.get('*/api/cars/mine', () => HttpResponse.json(mine)),
    http.get('*/api/drivers', () => HttpResponse.json(drivers)),
  );
}

describe('UserCarSettings', () => {
  it('says so when the user has no car', async () => {
    serve({ car: null, latestProtocol: null, awaiting: [] });
    renderWithRouter(<UserCarSettings user={driver} />);
    expect(await screen.findByText(NO_CAR)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Przekaż samochód' })).not.toBeInTheDocument();
  });

  it("hides 'Przekaż samochód' while a protocol is pending and lets the new driver accept one", async () => {
    let body: unknown;
    serve({ car: car(true), latestProtocol: null, awaiting: [waiting] });
    server.use(
      http.put('*/api/transfer_protocols/9/accept', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...waiting, status: 'waiting_for_validation' });
      }),
    );
    const view = renderWithRouter(<UserCarSettings user={driver} />);
    const protocol = await screen.findByRole('article', { name: 'Protokół przekazania WX73105' });
    expect(screen.queryByRole('button', { name: 'Przekaż samochód' })).not.toBeInTheDocument();
    expect(within(protocol).getByText('Wyposażenie: Podnośnik, Trójkąt ostrzegawczy')).toBeInTheDocument();
    // The new driver accepts or refuses; validating belongs to the fleet user.
    expect(within(protocol).queryByRole('button', { name: 'Zatwierdź' })).not.toBeInTheDocument();
    await view.user.click(within(protocol).getByRole('button', { name: 'Akceptuj' }));
    // The car is not the driver's yet: the notice says it waits for the fleet's approval (issue 31).
    await screen.findByText(PROTOCOL_AWAITS_VALIDATION);
    expect(body).toEqual({ status: 'accepted' });
  });

  it("offers a fleet user of the car's company 'Zatwierdź' and 'Odrzuć' on a protocol waiting for validation", async () => {
    let body: unknown;
    const fleet = { id: 20, roles: ['ROLE_FLEET'], companyId: 2 };
    serve({ car: null, latestProtocol: null, awaiting: [{ ...waiting, status: 'waiting_for_validation' }] });
    server.use(
      http.put('*/api/transfer_protocols/9/validate', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...waiting, status: 'declined' });
      }),
    );
    const view = renderWithRouter(<UserCarSettings user={fleet} />);
    const protocol = await screen.findByRole('article', { name: 'Protokół przekazania WX73105' });
    // What waits for the fleet user comes before 'no car of your own' (issue 31).
    const noCar = screen.getByText(NO_CAR);
    expect(protocol.compareDocumentPosition(noCar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(protocol).getByText('Przekazuje: Sylwester Borkowski')).toBeInTheDocument();
    expect(within(protocol).queryByRole('button', { name: 'Akceptuj' })).not.toBeInTheDocument();
    expect(within(protocol).getByRole('button', { name: 'Zatwierdź' })).toBeInTheDocument();
    await view.user.click(within(protocol).getByRole('button', { name: 'Odrzuć' }));
    await screen.findByText('Dane zapisano prawidłowo');
    expect(body).toEqual({ status: 'declined' });
  });

  it('resets the modal on close, re-copies the car on open and refuses a date outside ±12 h', async () => {
    let posted = false;
    serve({ car: car(false), latestProtocol: null, awaiting: [] });
    server.use(
      http.post('*/api/transfer_protocols', () => {
        posted = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const view = renderWithRouter(<UserCarSettings user={driver} />);
    await view.user.click(await screen.findByRole('button', { name: 'Przekaż samochód' }));
    let dialog = await screen.findByRole('dialog', { name: 'Przekaż samochód' });
    const mileage = within(dialog).getByLabelText('Stan licznika (km)');
    expect(mileage).toHaveValue('12500');
    // The phone's digit keyboard for the reading, the date and the time (issue 31).
    for (const label of ['Stan licznika (km)', 'Data przekazania (DD-MM-YYYY)', 'Godzina (HH:mm)']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('inputmode', 'numeric');
    }
    await view.user.clear(mileage);
    await view.user.type(mileage, '13000');
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Gaśnica' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Przekaż samochód' }));
    dialog = await screen.findByRole('dialog', { name: 'Przekaż samochód' });
    expect(within(dialog).getByLabelText('Stan licznika (km)')).toHaveValue('12500');
    expect(within(dialog).getByRole('checkbox', { name: 'Gaśnica' })).not.toBeChecked();

    const date = within(dialog).getByLabelText('Data przekazania (DD-MM-YYYY)');
    await view.user.clear(date);
    // Digits alone are a date too: refused here for the window, not for the form.
    await view.user.type(date, '01012020');
    await view.user.click(within(dialog).getByRole('button', { name: 'Przekaż' }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.transferWindow)).toBeInTheDocument();
    expect(within(dialog).getByText('Pole wymagane')).toBeInTheDocument();
    expect(posted).toBe(false);
  });
});
