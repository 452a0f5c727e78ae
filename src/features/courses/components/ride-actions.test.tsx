import { buildStartingBase } from '@mocks/course-form';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCourse, buildRide, buildSegment, hydraCollection, type CourseFixture } from '@mocks/courses';
import { courseDetailBody } from '@mocks/course-detail';
import { hydraError } from '@mocks/handlers';
import { server } from '@mocks/server';
import { setScreenWidth } from './course-list.test-utils';
import { findCard, renderCoursesWithDrawers } from './drawers/drawers.test-utils';

const TRANSPORT = {
  roles: ['ROLE_TRANSPORT_COMPANY'],
  company: { '@id': '/api/companies/2', id: 2, name: 'Taxi Trans Warszawa', isTransportCompany: true },
};
const RAILWAY = {
  roles: ['ROLE_COMPANY'],
  company: { '@id': '/api/companies/1', id: 1, name: 'PKP Intercity', isTransportCompany: false },
};

/** Tomorrow, so the course stays inside the list's default date filter after the cache patch. */
const TOMORROW = dayjs().add(1, 'day').hour(7).minute(0).second(0).format();

function courseWith(id: number, status: string) {
  const segment = buildSegment();
  const ride = buildRide({
    id: id * 10,
    number: `IC/${id}/11/2026`,
    status,
    segments: [{ ...segment, waypointStart: { ...segment.waypointStart, time: TOMORROW } }],
  });
  return buildCourse({ id, rides: [ride] });
}

/** Answers every ride transition with the course, its ride moved to `next`; records the calls. */
function transitionsAnswer(course: CourseFixture, next: Record<string, string>) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/taxi_course_rides/:id/:action', ({ params }) => {
      const action = String(params.action);
      calls.push(`${String(params.id)}/${action}`);
      const status = next[action];
      if (!status) return hydraError(409, 'Tej operacji nie można wykonać');
      return HttpResponse.json(
        courseDetailBody({ ...course, rides: course.rides.map((ride) => ({ ...ride, status })) }),
      );
    }),
  );
  return calls;
}

async function renderAs(user: typeof TRANSPORT, course: CourseFixture) {
  setScreenWidth(1400);
  const view = renderCoursesWithDrawers([course], { roles: user.roles, user: { company: user.company } });
  const card = await findCard('Taxi Trans Warszawa');
  return { view, card };
}

describe('Ride actions on the course card', () => {
  it('lets the contractor accept a waiting ride and shows its new status', async () => {
    const course = courseWith(801, 'waiting_for_transport_company_acceptance');
    const calls = transitionsAnswer(course, { accept: 'accepted_by_transport_company' });
    const { view, card } = await renderAs(TRANSPORT, course);
    expect(within(card).queryByRole('button', { name: 'anuluj przejazd' })).not.toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: 'akceptuj' }));
    expect(await within(card).findByText('Zaakceptowany przez firmę transportową')).toBeInTheDocument();
    expect(calls).toEqual(['8010/accept']);
    expect(within(card).queryByRole('button', { name: 'akceptuj' })).not.toBeInTheDocument();
  });

  it('asks before declining: anuluj sends nothing, odrzuć declines', async () => {
    const course = courseWith(802, 'waiting_for_transport_company_acceptance');
    const calls = transitionsAnswer(course, { decline: 'declined_by_transport_company' });
    const { view, card } = await renderAs(TRANSPORT, course);
    await view.user.click(within(card).getByRole('button', { name: 'odrzuć' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odmowa wykonania kursu' });
    expect(dialog).toHaveTextContent('Czy na pewno chcesz odrzucić kurs?');
    await view.user.click(within(dialog).getByRole('button', { name: 'anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
    await view.user.click(within(card).getByRole('button', { name: 'odrzuć' }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Odmowa wykonania kursu' })).getByRole('button', {
        name: 'odrzuć',
      }),
    );
    expect(await within(card).findByText('Odrzucony przez firmę transportową')).toBeInTheDocument();
    expect(calls).toEqual(['8020/decline']);
  });

  it('sends the reason typed with odrzuć, and holds one over 500 characters (row 646)', async () => {
    const course = courseWith(804, 'waiting_for_transport_company_acceptance');
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/taxi_course_rides/:id/decline', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          courseDetailBody({
            ...course,
            rides: course.rides.map((ride) => ({ ...ride, status: 'declined_by_transport_company' })),
          }),
        );
      }),
    );
    const { view, card } = await renderAs(TRANSPORT, course);
    await view.user.click(within(card).getByRole('button', { name: 'odrzuć' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odmowa wykonania kursu' });
    const reason = within(dialog).getByRole('textbox', { name: /^Powód/ });
    await view.user.click(reason);
    await view.user.paste('x'.repeat(501));
    expect(within(dialog).getByText('Wartość jest zbyt długa (najwyżej 500 znaków)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'odrzuć' })).toBeDisabled();
    await view.user.clear(reason);
    await view.user.type(reason, ' Brak wolnego kierowcy ');
    await view.user.click(within(dialog).getByRole('button', { name: 'odrzuć' }));
    expect(await within(card).findByText('Odrzucony przez firmę transportową')).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Brak wolnego kierowcy' }]);
  });

  it('lets the railway company cancel and then restore, never accept', async () => {
    const course = courseWith(803, 'accepted_by_driver');
    // Cancelled after the start the ride stays in the list (a plain 'cancelled' course leaves it).
    transitionsAnswer(course, {
      cancel: 'cancelled_during_realization',
      restore: 'waiting_for_transport_company_acceptance',
    });
    const { view, card } = await renderAs(RAILWAY, course);
    expect(within(card).queryByRole('button', { name: 'akceptuj' })).not.toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: 'anuluj przejazd' }));
    // Asked first: 'wróć' changes nothing, the dialog's 'anuluj przejazd' cancels.
    const confirm = await screen.findByRole('dialog', { name: 'Anulowanie przejazdu' });
    await view.user.click(within(confirm).getByRole('button', { name: 'wróć' }));
    expect(within(card).getByRole('button', { name: 'anuluj przejazd' })).toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: 'anuluj przejazd' }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Anulowanie przejazdu' })).getByRole('button', {
        name: 'anuluj przejazd',
      }),
    );
    expect(await within(card).findByText('Anulowany w trakcie realizacji')).toBeInTheDocument();
    expect(
      await screen.findByText(/^Przejazd .* anulowany\. Kierowca i firma transportowa dostali wiadomość\.$/),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'anuluj przejazd' })).not.toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: 'przywróć' }));
    expect(await within(card).findByText('Oczekuje na akceptację firmy transportowej')).toBeInTheDocument();
  });

  it('says what a cancel of a ride in settlement takes away, and messages nobody (row 644)', async () => {
    const course = courseWith(811, 'accepted_by_customer');
    const calls = transitionsAnswer(course, { cancel: 'cancelled_during_realization' });
    const { view, card } = await renderAs(RAILWAY, course);
    await view.user.click(within(card).getByRole('button', { name: 'anuluj przejazd' }));
    const confirm = await screen.findByRole('dialog', { name: 'Anulowanie przejazdu' });
    expect(confirm).toHaveTextContent('Ten przejazd jest już w rozliczeniu miesiąca');
    expect(confirm).not.toHaveTextContent('dostaną wiadomość');
    await view.user.click(within(confirm).getByRole('button', { name: 'anuluj przejazd' }));
    expect(await screen.findByText(/^Przejazd IC\/811\/11\/2026 anulowany\.$/)).toBeInTheDocument();
    expect(calls).toEqual(['8110/cancel']);
  });

  it('offers no cancel for a ride of an invoiced course (row 644)', async () => {
    const course = { ...courseWith(813, 'accepted_by_customer'), invoiced: true };
    const { card } = await renderAs(RAILWAY, course);
    expect(within(card).queryByRole('button', { name: 'anuluj przejazd' })).not.toBeInTheDocument();
  });

  it('lets a superior contractor of the railway company cancel, not accept', async () => {
    const course = courseWith(807, 'waiting_for_transport_company_acceptance');
    const superior = {
      roles: ['ROLE_TRANSPORT_COMPANY'],
      company: { '@id': '/api/companies/12', id: 12, name: 'Kolej-Trans', isTransportCompany: true },
    };
    setScreenWidth(1400);
    renderCoursesWithDrawers([course], {
      roles: superior.roles,
      user: { company: superior.company, superiorOf: [1] },
    });
    const card = await findCard('Taxi Trans Warszawa');
    expect(within(card).getByRole('button', { name: 'anuluj przejazd' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'akceptuj' })).not.toBeInTheDocument();
  });

  it('shows the server refusal as an error notice', async () => {
    const course = courseWith(804, 'waiting_for_transport_company_acceptance');
    transitionsAnswer(course, {});
    const { view, card } = await renderAs(TRANSPORT, course);
    await view.user.click(within(card).getByRole('button', { name: 'akceptuj' }));
    expect(await screen.findByText('Tej operacji nie można wykonać')).toBeInTheDocument();
  });

  it('gives a driver no ride buttons', async () => {
    const course = buildCourse({ id: 805 });
    setScreenWidth(1400);
    renderCoursesWithDrawers([course], { roles: ['ROLE_DRIVER'] });
    const card = await findCard('12.11.2026');
    expect(within(card).queryByRole('group', { name: /Akcje przejazdu/ })).not.toBeInTheDocument();
  });
});

describe('Ride actions in the ride drawer', () => {
  it('offers accept and decline beside the timeline', async () => {
    const course = courseWith(806, 'waiting_for_transport_company_acceptance');
    transitionsAnswer(course, { accept: 'accepted_by_transport_company' });
    setScreenWidth(1400);
    renderCoursesWithDrawers([course], {
      roles: TRANSPORT.roles,
      user: { company: TRANSPORT.company },
      initialEntry: '/course?course=806&ride=8060',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Przejazd IC/806/11/2026' });
    const panel = within(drawer).getByRole('tabpanel', { name: 'Relacja' });
    expect(within(panel).getByRole('button', { name: 'akceptuj' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'odrzuć' })).toBeInTheDocument();
  });

  it('lets a dispatcher set the status by hand: current one disabled, Pole wymagane without a choice', async () => {
    const course = courseWith(808, 'planning');
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/taxi_course_rides/:id/status', async ({ request }) => {
        const body = (await request.json()) as { status: string };
        bodies.push(body);
        return HttpResponse.json(
          courseDetailBody({
            ...course,
            rides: course.rides.map((ride) => ({ ...ride, status: body.status })),
          }),
        );
      }),
    );
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([course], { roles: ['ROLE_USER'] });
    const card = await findCard('Taxi Trans Warszawa');
    await view.user.click(within(card).getByRole('button', { name: 'zmień status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Status przejazdu IC/808/11/2026' });
    // The shared action dialog puts the keyboard on its field.
    expect(within(dialog).getByRole('combobox', { name: /Nowy status/ })).toHaveFocus();
    await view.user.click(within(dialog).getByRole('button', { name: 'zapisz' }));
    expect(within(dialog).getByText('Pole wymagane')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await view.user.click(within(dialog).getByRole('combobox', { name: /Nowy status/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Planowanie' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await view.user.click(within(listbox).getByRole('option', { name: 'Zakończony' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'zapisz' }));
    await waitFor(() => expect(bodies).toEqual([{ status: 'finished' }]));
    expect(await within(card).findByText('Zakończony')).toBeInTheDocument();
  });

  it('offers no manual status to a railway company', async () => {
    const { card } = await renderAs(RAILWAY, courseWith(809, 'planning'));
    expect(within(card).queryByRole('button', { name: 'zmień status' })).not.toBeInTheDocument();
  });

  it('lets the executor cancel during realization a started ride from a starting base', async () => {
    const started = dayjs().subtract(1, 'hour').format();
    const segment = buildSegment();
    const ride = buildRide({
      id: 8100,
      number: 'IC/810/11/2026',
      status: 'accepted_by_transport_company',
      fromStartingBase: { '@id': '/api/starting_bases/1', name: 'Baza Grochów' },
      segments: [{ ...segment, waypointStart: { ...segment.waypointStart, time: started } }],
    });
    const course = buildCourse({ id: 810, status: 'in_progress', rides: [ride] });
    const calls = transitionsAnswer(course, { cancel_during_realization: 'cancelled_during_realization' });
    const { view, card } = await renderAs(TRANSPORT, course);
    await view.user.click(within(card).getByRole('button', { name: 'Anuluj w trakcie realizacji' }));
    const confirm = await screen.findByRole('dialog', { name: 'Anulowanie w trakcie realizacji' });
    expect(calls).toEqual([]);
    await view.user.click(within(confirm).getByRole('button', { name: 'Anuluj w trakcie realizacji' }));
    await waitFor(() => expect(calls).toEqual(['8100/cancel_during_realization']));
  });

  it('does not offer cancel during realization before the start or without a starting base', async () => {
    const { card } = await renderAs(TRANSPORT, courseWith(811, 'accepted_by_transport_company'));
    expect(
      within(card).queryByRole('button', { name: 'Anuluj w trakcie realizacji' }),
    ).not.toBeInTheDocument();
  });

  it('lets a dispatcher change the starting bases in Edycja bazy startowej', async () => {
    const course = courseWith(812, 'planning');
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/starting_bases', () =>
        HttpResponse.json(
          hydraCollection([buildStartingBase(1, 'Baza Grochów'), buildStartingBase(2, 'Baza Kraków')]),
        ),
      ),
      http.put('*/api/taxi_course_rides/:id/starting_base', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(courseDetailBody(course));
      }),
    );
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([course], { roles: ['ROLE_USER'] });
    const card = await findCard('Taxi Trans Warszawa');
    await view.user.click(within(card).getByRole('button', { name: 'Edytuj bazę startową' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja bazy startowej' });
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Baza startowa (powrót)' }));
    await view.user.click(await screen.findByRole('option', { name: 'Baza Kraków' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Zatwierdź zmiany' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { fromStartingBase: null, toStartingBase: '/api/starting_bases/2', version: 1 },
      ]),
    );
  });

  it('offers no starting base change to the contractor', async () => {
    const { card } = await renderAs(TRANSPORT, courseWith(813, 'planning'));
    expect(within(card).queryByRole('button', { name: 'Edytuj bazę startową' })).not.toBeInTheDocument();
  });
});
