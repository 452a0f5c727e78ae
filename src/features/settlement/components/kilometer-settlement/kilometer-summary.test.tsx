import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCourse, buildRide, buildSegment } from '@mocks/courses';
import { courseSchema } from '@domain/contract/course.schema';
import { buildSettlement } from '@mocks/kilometer-settlement';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { KilometerReportNotice } from './kilometer-report-notice';
import { KilometerSummary } from './kilometer-summary';

const course = buildCourse({
  id: 801,
  '@type': 'KilometerCourse',
  status: 'in_progress',
  createdBy: { id: 9, name: 'Jan Kowalski' },
  driver: { '@id': '/api/users/9', name: 'Jan Kowalski', phone: '600100200' },
  rides: [
    buildRide({
      '@id': '/api/kilometer_course_rides/991',
      id: 991,
      status: 'created',
      segments: [
        buildSegment({ position: 1, distance: 12.5 }),
        buildSegment({ position: 2, distance: 30.3 }),
      ],
    }),
  ],
});

/** PKP Intercity, the company of the course's ride (buildRide). */
const INTERCITY_ID = 1;

/**
 * The summary as the kilometer drawer's 'Podsumowanie' shows it (the route composes it in there:
 * courses-route.test.tsx), for a user of `roles` in PKP Intercity.
 */
function openSummary(roles: string[], id = 9) {
  const user = { id, roles, companyId: INTERCITY_ID };
  const view = renderWithRouter(
    <section aria-label="Podsumowanie">
      <KilometerSummary course={course} rideIri="/api/kilometer_course_rides/991" user={user} />
    </section>,
  );
  return { view, summary: screen.getByRole('region', { name: 'Podsumowanie' }) };
}

describe("the kilometer drawer's Podsumowanie", () => {
  it('shows another passenger the kilometres and the rate before the report, with no buttons', async () => {
    const { summary } = openSummary(['ROLE_PASSENGER'], 5);
    expect(await within(summary).findByText('42,8 km')).toBeInTheDocument();
    // Before the report: nothing to settle yet, the rate known.
    expect(within(summary).getAllByText('-')).toHaveLength(4);
    expect(within(summary).getByText('1,15 zł')).toBeInTheDocument();
    expect(within(summary).queryAllByRole('button')).toHaveLength(0);
  });

  it("sends 'Raport kursu' only once it is valid, asking to justify another distance", async () => {
    let sent: unknown = null;
    server.use(
      http.put('*/api/kilometer_course_rides/991/report', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          '@context': '/x',
          ...buildSettlement({ status: 'finished', distance: 50 }),
        });
      }),
    );
    const { view, summary } = openSummary(['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE']);
    await view.user.click(await within(summary).findByRole('button', { name: 'Raport kursu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raport kursu' });
    const distance = within(dialog).getByRole('textbox', { name: /Łączna liczba przejechanych km/ });
    expect(distance).toHaveValue('43');
    // The computed sum as it is: valid at once.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'WYŚLIJ' })).toBeEnabled());
    await view.user.clear(distance);
    await view.user.type(distance, '50');
    expect(await within(dialog).findByText('Uzasadnij zmianę łącznej liczby przejechanych km')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'WYŚLIJ' })).toBeDisabled();
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Komentarz' }), 'Objazd');
    await view.user.type(within(dialog).getByRole('textbox', { name: /Koszty autostrad/ }), '12,50');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'WYŚLIJ' })).toBeEnabled());
    await view.user.click(within(dialog).getByRole('button', { name: 'WYŚLIJ' }));
    await waitFor(() =>
      expect(sent).toEqual({ distance: 50, highwayCost: 12.5, comment: 'Objazd', version: 1 }),
    );
  });

  it("gives the railway company 'Zaakceptuj do rozliczenia' and a required reason for an inconsistency", async () => {
    const reported = buildSettlement({ status: 'finished', distance: 43, highwayCost: 1250, amount: 6195 });
    let reason: unknown = null;
    server.use(
      http.get('*/api/kilometer_course_rides/991/settlement', () => HttpResponse.json(reported)),
      http.post('*/api/kilometer_course_rides/991/inconsistency', async ({ request }) => {
        reason = await request.json();
        return HttpResponse.json({ ...reported, status: 'inconsistency' });
      }),
    );
    const { view, summary } = openSummary(['ROLE_COMPANY'], 3);
    expect(await within(summary).findByText('61,95 zł')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Zaakceptuj do rozliczenia' })).toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: 'Raport kursu' })).toBeNull();
    await view.user.click(within(summary).getByRole('button', { name: 'Niezgodność w rozliczeniu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Niezgodność w rozliczeniu' });
    await view.user.click(within(dialog).getByRole('button', { name: 'zgłoś niezgodność' }));
    expect(await within(dialog).findByText('Należy podać powód niezgodności')).toBeVisible();
    expect(reason).toBeNull();
    await view.user.type(within(dialog).getByRole('textbox', { name: /Powód niezgodności/ }), 'Brak biletu');
    await view.user.click(within(dialog).getByRole('button', { name: 'zgłoś niezgodność' }));
    await waitFor(() => expect(reason).toEqual({ comment: 'Brak biletu', version: 1 }));
  });

  it("says 'brak stawki' for a reported ride without a stake, and offers nothing to a manager", async () => {
    server.use(
      http.get('*/api/kilometer_course_rides/991/settlement', () =>
        HttpResponse.json(buildSettlement({ status: 'finished', distance: 43, kilometerRate: null })),
      ),
    );
    const { summary } = openSummary(['ROLE_ADMIN'], 1);
    expect(await within(summary).findAllByText('brak stawki')).toHaveLength(2);
    expect(within(summary).queryAllByRole('button')).toHaveLength(0);
  });

  it("asks before 'Anuluj przejazd': 'wróć' keeps the ride, the confirmation cancels it", async () => {
    let cancelled: unknown = null;
    server.use(
      http.post('*/api/kilometer_course_rides/991/cancel', async ({ request }) => {
        cancelled = await request.json();
        return HttpResponse.json(buildSettlement({ status: 'cancelled' }));
      }),
    );
    const { view, summary } = openSummary(['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE']);
    await view.user.click(await within(summary).findByRole('button', { name: 'Anuluj przejazd' }));
    let dialog = await screen.findByRole('dialog', { name: /^Anulować przejazd .+\?$/ });
    expect(dialog).toHaveAccessibleDescription('Anulowanego przejazdu nie można już rozliczyć.');
    await view.user.click(within(dialog).getByRole('button', { name: 'wróć' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelled).toBeNull();
    await view.user.click(within(summary).getByRole('button', { name: 'Anuluj przejazd' }));
    dialog = await screen.findByRole('dialog', { name: /^Anulować przejazd/ });
    // The confirm button has the focus: Enter cancels the ride as a click would.
    expect(within(dialog).getByRole('button', { name: 'anuluj przejazd' })).toHaveFocus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(cancelled).toEqual({ version: 1 }));
  });
});

// courses.md §2, row 681: the kilometer card's settlement report banner, for the course's creator only
// (here, beside the drawer's summary, so the settlement's kilometer parts share one test file's setup).
const kilometerCard = (status: string, type: 'KilometerCourse' | 'TaxiCourse' = 'KilometerCourse') =>
  courseSchema.parse(
    buildCourse({
      '@type': type,
      createdBy: { id: 9, name: 'Jan Kowalski' },
      rides: [
        buildRide({ '@type': type === 'TaxiCourse' ? 'TaxiCourseRide' : 'KilometerCourseRide', status }),
      ],
    }),
  );

describe('KilometerReportNotice', () => {
  it.each([
    ['created', 'Raport rozliczenia do wysłania: otwórz przejazd i wybierz „Raport kursu”.'],
    ['inconsistency', 'Firma zgłosiła niezgodność w rozliczeniu: popraw i wyślij ponownie „Raport kursu”.'],
    ['finished', 'Raport rozliczenia wysłany: czeka na akceptację firmy.'],
    ['to_be_settled', 'Raport rozliczenia zaakceptowany: czeka na rozliczenie.'],
    ['settled', 'Raport rozliczenia rozliczony.'],
  ])('tells the creator of a %s ride where the report stands', async (status, text) => {
    render(<KilometerReportNotice course={kilometerCard(status)} userId={9} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it.each([
    ['anyone but the creator', kilometerCard('created'), 10],
    ['a signed-out card', kilometerCard('created'), undefined],
    ['a cancelled ride', kilometerCard('cancelled'), 9],
    ['a taxi course', kilometerCard('created', 'TaxiCourse'), 9],
  ])('shows no banner to %s', async (_case, course, userId) => {
    // Beside a creator's card, so the banner's lazy chunk has loaded when the count is read.
    render(
      <>
        <KilometerReportNotice course={kilometerCard('finished')} userId={9} />
        <KilometerReportNotice course={course} userId={userId} />
      </>,
    );
    await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
