import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { courseDetailHandlers } from '@mocks/course-detail';
import { courseFormHandlers } from '@mocks/course-form';
import { buildCourse, buildRide, buildSegment, coursesHandler, type CourseFixture } from '@mocks/courses';
import { buildFirstSteps, firstStepsHandler } from '@mocks/first-steps';
import { violationsError } from '@mocks/handlers';
import { server } from '@mocks/server';
import { setScreenWidth, signInAs } from '@/features/courses/components/course-list.test-utils';
import { renderWithRouter } from '@/test/render';
import { FIRST_STEPS_OFFER } from '@/features/first-steps/components/first-steps-offer';
import { Component as CoursesRoute } from './courses-route';

const ride = buildRide({
  id: 951,
  number: 'IC/0500/11/2026',
  status: 'planning',
  // The server always sends both lists, which the edit form's schema requires.
  segments: [buildSegment({ locomotives: [] })],
});
const course = buildCourse({ id: 701, driver: null, rides: [ride] });
const [segment] = ride.segments;

interface SentRelation {
  ifMatch: string | null;
  body: { waypoints: { id?: string | null; time: string; passengers: string[] }[] };
}

/** /course with the ride drawer of `courses[0]` open; PUTs of the relation are recorded in `sent`. */
function openRideDrawer(courses: CourseFixture[], roles = ['ROLE_ADMIN'], company: number | null = null) {
  setScreenWidth(1400);
  signInAs(
    roles,
    company === null
      ? {}
      : {
          company: {
            '@id': `/api/companies/${company}`,
            id: company,
            name: 'PKP Intercity',
            isTransportCompany: false,
          },
        },
  );
  const sent: SentRelation[] = [];
  let reads = 0;
  server.use(
    coursesHandler(courses),
    ...courseFormHandlers,
    http.get('*/api/taxi_courses/:id', () => {
      reads += 1;
      return undefined;
    }),
    ...courseDetailHandlers(courses),
    http.put('*/api/taxi_course_rides/951', async ({ request }) => {
      sent.push({
        ifMatch: request.headers.get('If-Match'),
        body: (await request.json()) as SentRelation['body'],
      });
      return HttpResponse.json({ ...ride, '@context': '/api/contexts/TaxiCourseRide', waypoints: [] });
    }),
  );
  const view = renderWithRouter(<CoursesRoute />, {
    path: '/course',
    initialEntry: '/course?course=701&ride=951',
  });
  return { ...view, sent, reads: () => reads };
}

const stopItem = (dialog: HTMLElement, letter: string) =>
  within(dialog).getByRole('listitem', { name: `Przystanek ${letter}` });

describe("'Edycja relacji' from the ride drawer", () => {
  it(
    'edits the stops of the ride and saves them with If-Match, then refreshes the course',
    { timeout: 90_000 },
    async () => {
      const { user, sent, reads } = openRideDrawer([course]);
      const drawer = await screen.findByRole('dialog', { name: 'Przejazd IC/0500/11/2026' });
      await user.click(within(drawer).getByRole('button', { name: 'EDYTUJ RELACJĘ' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edycja relacji' });
      expect(within(dialog).getByText('Przejazd IC/0500/11/2026')).toBeInTheDocument();
      const a = await within(dialog).findByRole('listitem', { name: 'Przystanek A' });
      expect(within(a).getByLabelText('Miejsce')).toHaveValue('Warszawa Centralna');
      expect(within(stopItem(dialog, 'B')).getByLabelText('Miejsce')).toHaveValue('Warszawa Grochów');

      // One segment and no starting base on the ride: §5 asks for a base, which has its own dialog.
      await user.click(within(dialog).getByRole('button', { name: 'zapisz relację' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Dla kursu z jednym przystankiem należy wybrać bazę statową',
      );

      await user.click(within(dialog).getByRole('button', { name: 'dodaj przystanek po przystanku B' }));
      expect(await screen.findByText('Przystanek został dodany po przystanku B')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'zapisz relację' }));
      // B now carries passengers to C, and C has no time yet (§5); nothing is sent.
      expect(
        await within(stopItem(dialog, 'B')).findByText('Dodaj przynajmniej jednego pasażera'),
      ).toBeVisible();
      expect(
        within(stopItem(dialog, 'C')).getByText('Należy uzupełnić czas na wszystkich przystankach'),
      ).toBeVisible();
      expect(sent).toHaveLength(0);

      // 'Godzina' is a Polish time picker: its hour section takes the typed digits, then the minutes.
      const [hours] = within(
        within(stopItem(dialog, 'C')).getByRole('group', { name: 'Godzina' }),
      ).getAllByRole('spinbutton');
      if (!hours) throw new Error('no hour part');
      await user.click(hours);
      await user.keyboard('0900');
      await user.type(within(stopItem(dialog, 'B')).getByLabelText('Pasażerowie'), 'Jan');
      await user.click(await screen.findByRole('option', { name: 'Jan Kowalski' }));
      const readsBefore = reads();
      await user.click(within(dialog).getByRole('button', { name: 'zapisz relację' }));

      // The save validates the whole form and re-renders the drawer: slow in jsdom on a busy CI (5 s
      // alone, over 20 s once beside the node project's heaviest files on two cores).
      expect(
        await screen.findByText('Dane zapisano prawidłowo', undefined, { timeout: 45_000 }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Edycja relacji' })).not.toBeInTheDocument(),
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]?.ifMatch).toBe('"course-701"');
      const stops = sent[0]?.body.waypoints ?? [];
      expect(stops.map((stop) => stop.id ?? null)).toEqual([
        `/api/waypoints/${segment?.waypointStart.id}`,
        `/api/waypoints/${segment?.waypointEnd.id}`,
        null,
      ]);
      expect(stops[1]?.passengers).toEqual(['/api/passengers/1']);
      expect(stops[2]?.time).toBe('09:00');
      // The drawer's course is read again after the save.
      await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    },
  );

  it("puts the server's violations on the stop fields and keeps the dialog open", async () => {
    const based = { ...ride, fromStartingBase: { '@id': '/api/starting_bases/1', name: 'Baza Warszawa' } };
    const { user } = openRideDrawer([{ ...course, rides: [based] }]);
    server.use(
      http.put('*/api/taxi_course_rides/951', () =>
        violationsError([{ propertyPath: 'waypoints[1].place', message: 'Nieprawidłowa wartość' }]),
      ),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Przejazd IC/0500/11/2026' });
    await user.click(within(drawer).getByRole('button', { name: 'EDYTUJ RELACJĘ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja relacji' });
    await within(dialog).findByRole('listitem', { name: 'Przystanek A' });
    await user.click(within(dialog).getByRole('button', { name: 'zapisz relację' }));
    expect(await within(stopItem(dialog, 'B')).findByText('Nieprawidłowa wartość')).toBeVisible();
    expect(within(stopItem(dialog, 'A')).queryByText('Nieprawidłowa wartość')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'anuluj' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edycja relacji' })).not.toBeInTheDocument(),
    );
  });

  it('is not offered to the railway company', async () => {
    openRideDrawer([course], ['ROLE_COMPANY'], 1);
    const drawer = await screen.findByRole('dialog', { name: 'Przejazd IC/0500/11/2026' });
    expect(within(drawer).getByRole('button', { name: 'Pokaż na mapie' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'EDYTUJ RELACJĘ' })).not.toBeInTheDocument();
  });

  it('is not offered on a finished ride, even to an administrator', async () => {
    const finished = buildCourse({ id: 701, driver: null, rides: [{ ...ride, status: 'finished' }] });
    openRideDrawer([finished]);
    const drawer = await screen.findByRole('dialog', { name: 'Przejazd IC/0500/11/2026' });
    expect(within(drawer).getByRole('button', { name: 'Pokaż na mapie' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'EDYTUJ RELACJĘ' })).not.toBeInTheDocument();
  });
});

describe("'Pierwsze kroki' above the course list (row 666)", () => {
  it('is offered to an administrator of an installation without courses', async () => {
    setScreenWidth(1400);
    signInAs(['ROLE_ADMIN']);
    server.use(coursesHandler([]), firstStepsHandler(buildFirstSteps(false)));
    renderWithRouter(<CoursesRoute />, { path: '/course' });
    expect(await screen.findByText(FIRST_STEPS_OFFER.text(0, 10))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: FIRST_STEPS_OFFER.action })).toHaveAttribute(
      'href',
      '/first-steps',
    );
  });

  it('is never asked for by anyone else', async () => {
    setScreenWidth(1400);
    signInAs(['ROLE_USER']);
    let asked = false;
    server.use(
      coursesHandler([course]),
      http.get('*/api/first_steps', () => {
        asked = true;
        return HttpResponse.json(buildFirstSteps(false));
      }),
    );
    renderWithRouter(<CoursesRoute />, { path: '/course' });
    expect(await screen.findAllByText('IC/0500/11/2026')).not.toHaveLength(0);
    expect(asked).toBe(false);
    expect(screen.queryByText(FIRST_STEPS_OFFER.title)).not.toBeInTheDocument();
  });
});
