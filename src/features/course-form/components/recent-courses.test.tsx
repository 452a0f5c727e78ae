import { stopInstant } from '@domain/courses/course-form.rules';
import { PAST_STOP_DIALOG } from './past-stop-dialog';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithRouter } from '@/test/render';
import { newTaxiCourseDraft } from '@domain/courses/course-defaults';
import type { TaxiCourseFormData } from '@domain/courses/course-form.schema';
import { formatIsoDate } from '@domain/dates';
import { courseFormHandlers } from '@mocks/course-form';
import {
  buildCourse,
  buildPlace,
  buildRide,
  buildSegment,
  buildWaypoint,
  hydraCollection,
  type CourseFixture,
} from '@mocks/courses';
import { hydraError } from '@mocks/handlers';
import { server } from '@mocks/server';
import { emptyLabels } from '../utils/course-labels';
import { TaxiCourseForm } from './taxi-course-form';

const COMPANY = { id: 1, iri: '/api/companies/1', name: 'PKP Intercity' };
const place = (id: number, name: string) =>
  buildPlace({ id, name, address: `${name}, Polska`, latitude: 52 - id / 10, longitude: 20 + id / 10 });

const recent = buildCourse({
  id: 41,
  driver: null,
  rides: [
    buildRide({
      number: 'IC/0041/11/2026',
      status: 'finished',
      fromStartingBase: { '@id': '/api/starting_bases/1', name: 'Baza Warszawa' },
      segments: [
        buildSegment({
          employees: [{ id: 1, name: 'Jan Kowalski', phone: null }],
          locomotives: [{ id: 9, sideNumber: 'EU07-001' }],
          waypointStart: buildWaypoint({
            id: 1,
            time: '2026-11-12T06:30:00+01:00',
            place: place(1, 'Warszawa Centralna'),
          }),
          waypointEnd: buildWaypoint({
            id: 2,
            time: '2026-11-12T09:10:00+01:00',
            place: place(2, 'Kraków Główny'),
          }),
        }),
      ],
    }),
  ],
});
const other = buildCourse({
  id: 40,
  driver: null,
  rides: [
    buildRide({
      number: 'IC/0040/11/2026',
      segments: [
        buildSegment({
          locomotives: [],
          waypointStart: buildWaypoint({
            id: 3,
            time: '2026-11-10T12:00:00+01:00',
            place: place(3, 'Radom'),
          }),
          waypointEnd: buildWaypoint({ id: 4, time: '2026-11-10T13:00:00+01:00', place: place(4, 'Kielce') }),
        }),
      ],
    }),
  ],
});

/** Answers the recently used query with `courses` and records what was asked. */
function recentHandler(courses: CourseFixture[], asked: URLSearchParams[] = []) {
  return http.get('*/api/abstract_courses', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json(hydraCollection(courses));
  });
}

function renderForm(onSave = vi.fn((course: TaxiCourseFormData) => Promise.resolve(course))) {
  server.use(...courseFormHandlers);
  const view = renderWithRouter(
    <TaxiCourseForm
      mode="create"
      company={COMPANY}
      isCompanyUser={false}
      defaultValues={newTaxiCourseDraft(new Date(), COMPANY.iri)}
      labels={emptyLabels()}
      access={{
        transportCompany: true,
        driver: true,
        course: true,
        status: true,
        passengers: 'edit',
        locomotives: 'edit',
      }}
      onSave={onSave}
      onCancel={() => undefined}
      recentFor={{ userId: 7 }}
    />,
  );
  return { ...view, onSave };
}

const stop = (letter: string) => screen.getByRole('listitem', { name: `Przystanek ${letter}` });
const section = () => screen.getByRole('region', { name: 'Ostatnio używane' });

describe('Ostatnio używane on the taxi course form', () => {
  it("asks for the user's three latest courses of the company that are not cancelled", async () => {
    const asked: URLSearchParams[] = [];
    server.use(recentHandler([recent, other], asked));
    renderForm();
    expect(within(section()).getByText('Wczytywanie ostatnio używanych kursów...')).toBeInTheDocument();
    const first = await within(section()).findByRole('button', {
      name: /^Użyj relacji Warszawa Centralna → Kraków Główny, IC\/0041\/11\/2026 · \d{2}\.11\.2026$/,
    });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(within(section()).getByRole('button', { name: /Radom → Kielce/ })).toBeInTheDocument();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      createdBy: '/api/users/7',
      customerCompany: '/api/companies/1',
      discriminator: 'taxi_course',
      'order[createdAt]': 'desc',
      'rideStatus[not]': 'cancelled',
      itemsPerPage: '3',
    });
  });

  it('copies the chosen relation onto today with the keyboard, and saves it with a new number', async () => {
    server.use(recentHandler([recent, other]));
    const { user, onSave } = renderForm();
    expect(await screen.findByDisplayValue('IC/0001/03/2030')).toBeInTheDocument();
    const first = await within(section()).findByRole('button', {
      name: /Warszawa Centralna → Kraków Główny/,
    });
    first.focus();
    await user.keyboard('{Enter}');

    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(section()).getByText('Skopiowano relację IC/0041/11/2026 na dziś. Sprawdź godziny przystanków.'),
    ).toBeInTheDocument();
    const today = formatIsoDate(new Date());
    expect(within(stop('A')).getByLabelText('Miejsce')).toHaveValue('Warszawa Centralna');
    // The stop fields are Polish pickers: DD.MM.RRRR and 24 h.
    expect(within(stop('A')).getByRole('group', { name: 'Data' })).toHaveTextContent(
      today.split('-').reverse().join('.'),
    );
    expect(within(stop('A')).getByRole('group', { name: 'Godzina' })).toHaveTextContent(
      // 2026-11-12T06:30:00+01:00 in Polish time, whatever the machine's zone.
      '06:30',
    );
    expect(within(stop('A')).getByText('Jan Kowalski')).toBeInTheDocument();
    expect(within(stop('A')).getByText('EU07-001')).toBeInTheDocument();
    expect(within(stop('B')).getByLabelText('Miejsce')).toHaveValue('Kraków Główny');
    expect(await screen.findByText('Baza Warszawa')).toBeInTheDocument();
    // The number proposed for today stays: the copy starts today too.
    expect(screen.getByLabelText(/^Numer przejazdu/)).toHaveValue('IC/0001/03/2030');

    await user.click(screen.getByRole('button', { name: 'utwórz kurs' }));
    // Copied onto today at 06:30: once that hour has passed, saving asks first (row 138).
    if (Date.now() > (stopInstant({ date: today, time: '06:30' })?.getTime() ?? 0))
      await user.click(
        within(await screen.findByRole('dialog', { name: PAST_STOP_DIALOG.title })).getByRole('button', {
          name: PAST_STOP_DIALOG.confirm,
        }),
      );
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [saved] = onSave.mock.calls[0] ?? [];
    expect(saved?.rides).toEqual([
      expect.objectContaining({
        id: null,
        number: 'IC/0001/03/2030',
        // Not chosen by hand: the server asks the contractor to accept (row 37).
        status: null,
        fromStartingBase: '/api/starting_bases/1',
        waypoints: [
          expect.objectContaining({
            id: null,
            place: '/api/abstract_places/1',
            date: today,
            passengers: ['/api/passengers/1'],
            locomotives: ['/api/locomotives/9'],
          }),
          expect.objectContaining({ place: '/api/abstract_places/2', date: today, passengers: [] }),
        ],
      }),
    ]);
  });

  it('copies every ride of a multi-ride course without proposing one number twice', async () => {
    const twoRides = buildCourse({
      id: 42,
      driver: null,
      rides: [recent.rides[0], other.rides[0]].flatMap((ride, index) =>
        ride ? [{ ...ride, id: 90 + index, '@id': `/api/taxi_course_rides/${90 + index}` }] : [],
      ),
    });
    server.use(recentHandler([twoRides]));
    const { user } = renderForm();
    expect(await screen.findByDisplayValue('IC/0001/03/2030')).toBeInTheDocument();
    await user.click(
      await within(section()).findByRole('button', {
        name: /Warszawa Centralna → Kielce, IC\/0041\/11\/2026 \+ IC\/0040\/11\/2026/,
      }),
    );
    const numbers = await screen.findAllByLabelText(/^Numer przejazdu/);
    expect(numbers.map((field) => (field as HTMLInputElement).value)).toEqual(['IC/0001/03/2030', '']);
    expect(screen.getByRole('heading', { name: 'Przejazd 2' })).toBeInTheDocument();
  });

  it('says when there is nothing to reuse', async () => {
    server.use(recentHandler([]));
    renderForm();
    expect(
      await within(section()).findByText('Brak ostatnio używanych kursów tej firmy'),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the form usable when the list cannot be read', async () => {
    server.use(http.get('*/api/abstract_courses', () => hydraError(500, 'Coś poszło nie tak')));
    renderForm();
    expect(
      await within(section()).findByText('Nie udało się wczytać ostatnio używanych kursów'),
    ).toBeInTheDocument();
    expect(within(stop('A')).getByLabelText('Miejsce')).toHaveValue('');
  });
});
