import { buildMessage } from '@mocks/ride-talk';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildCourse, buildRide, hydraCollection } from '@mocks/courses';
import { server } from '@mocks/server';
import { setScreenWidth } from '../course-list.test-utils';
import { RIDE_MAP_HEIGHT } from './ride-map';
import { renderCoursesWithDrawers } from './drawers.test-utils';

const course = buildCourse({ id: 701, rides: [buildRide({ id: 951, number: 'IC/0500/11/2026' })] });
const points = { 1: { latitude: 52.2287, longitude: 21.0032 }, 2: { latitude: 52.2427, longitude: 21.1057 } };

async function openRide() {
  setScreenWidth(1400);
  const view = renderCoursesWithDrawers([course], { initialEntry: '/course?course=701&ride=951', points });
  const drawer = await screen.findByRole('dialog', { name: 'Przejazd IC/0500/11/2026' });
  return { view, drawer };
}

describe('Ride drawer', () => {
  it('opens on Relacja with the general info and the full timeline', async () => {
    const { drawer } = await openRide();
    expect(within(drawer).getByRole('tab', { name: 'Relacja' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(drawer).getByRole('tabpanel', { name: 'Relacja' });
    expect(within(panel).getByText('Oczekuje na akceptację firmy transportowej')).toBeInTheDocument();
    expect(within(panel).getByText('Warszawa Grochów')).toBeInTheDocument();
    expect(within(panel).getByText('Al. Jerozolimskie 54, Warszawa')).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'Jan Kowalski' })).toBeInTheDocument();
  });

  it('shows the empty comments and communication tabs', async () => {
    const { view, drawer } = await openRide();
    await view.user.click(within(drawer).getByRole('tab', { name: 'Komentarze' }));
    const comments = within(drawer).getByRole('tabpanel', { name: 'Komentarze' });
    expect(await within(comments).findByText('Brak komentarzy')).toBeInTheDocument();
    expect(within(comments).getByRole('textbox', { name: 'Wiadomość' })).toBeInTheDocument();
    await view.user.click(within(drawer).getByRole('tab', { name: 'Komunikacja' }));
    const panel = within(drawer).getByRole('tabpanel', { name: 'Komunikacja' });
    expect(await within(panel).findByText('Brak komunikacji')).toBeInTheDocument();
  });

  it('lists what was sent about the ride, with its delivery', async () => {
    server.use(
      http.get('*/api/taxi_course_rides/951/messages', () =>
        HttpResponse.json(
          hydraCollection([
            buildMessage({
              id: 1,
              createdAt: '2026-11-12T08:00:00Z',
              createdBy: { id: 1, name: 'Anna Nowak' },
              recipientUser: { id: 5, name: 'Piotr Kierowca' },
              recipient: '600100200',
              subject: 'Nowy kurs',
              message: 'Kursownik: przydzielono Ci kurs <script>x</script>',
            }),
            buildMessage({
              id: 2,
              '@type': 'EmailMessage',
              createdAt: '2026-11-12T09:00:00Z',
              recipient: 'biuro@taxi.pl',
              subject: 'Anulowano',
              message: '<p>Przejazd <a href="https://k.pl/x">anulowano</a></p>',
              sent: false,
              status: 'failed',
            }),
          ]),
        ),
      ),
    );
    const { view, drawer } = await openRide();
    await view.user.click(within(drawer).getByRole('tab', { name: 'Komunikacja' }));
    const list = await within(drawer).findByRole('list', { name: 'Wiadomości' });
    const [sms, email] = within(list).getAllByRole('listitem');
    expect(sms).toHaveTextContent('Anna Nowak');
    expect(sms).toHaveTextContent('SMS');
    expect(sms).toHaveTextContent('Wysłano');
    expect(sms).toHaveTextContent('Do: Piotr Kierowca, 600100200');
    expect(sms?.querySelector('script')).toBeNull();
    expect(email).toHaveTextContent('Niedostarczono');
    expect(within(email as HTMLElement).getByRole('link', { name: 'anulowano' })).toHaveAttribute(
      'href',
      'https://k.pl/x',
    );
  });

  it('draws the stops on the inline map', async () => {
    const { view, drawer } = await openRide();
    const toggle = within(drawer).getByRole('button', { name: 'Pokaż na mapie' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const map = await within(drawer).findByRole('img', { name: 'Mapa przejazdu' });
    expect(map).toHaveStyle({ height: `${RIDE_MAP_HEIGHT}px` });
    expect(map.querySelectorAll('circle')).toHaveLength(2);
    expect(map).toHaveTextContent('Warszawa Centralna');
    await view.user.click(toggle);
    expect(within(drawer).queryByRole('img', { name: 'Mapa przejazdu' })).not.toBeInTheDocument();
  });
});
