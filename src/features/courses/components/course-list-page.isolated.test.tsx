import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildCourse, buildRide, coursesHandler, hydraCollection } from '@mocks/courses';
import { coursesKeys } from '@/api/course-keys';
import { renderWithRouter } from '@/test/render';
import { CourseListPage } from './course-list-page';
import { COURSE_COUNT_LIMIT } from '@domain/courses/count-limit';
import { renderCourseList, setScreenWidth, signInAs } from './course-list.test-utils';

const company = (name: string) => ({ id: name.length, name, phone: null });
const courses = [
  buildCourse({ status: 'requires_attention', contractor: company('Taxi Pilne') }),
  buildCourse({ status: 'in_progress', contractor: company('Taxi Jadące') }),
  buildCourse({ status: 'in_progress', contractor: company('Taxi W Drodze') }),
  buildCourse({ status: 'finished', contractor: company('Taxi Gotowe') }),
];

describe('CourseListPage on a desktop', () => {
  it('shows the three status columns with their counters and cards', async () => {
    setScreenWidth(1400);
    renderCourseList(courses);

    const attention = await screen.findByRole('region', { name: 'Wymaga uwagi' });
    const progress = screen.getByRole('region', { name: 'W trakcie realizacji' });
    const finished = screen.getByRole('region', { name: 'Zakończone' });
    expect(await within(progress).findByRole('article', { name: 'Taxi W Drodze' })).toBeInTheDocument();
    expect(within(progress).getByText('2')).toBeInTheDocument();
    expect(within(attention).getByRole('article', { name: 'Taxi Pilne' })).toBeInTheDocument();
    expect(within(finished).getByRole('article', { name: 'Taxi Gotowe' })).toBeInTheDocument();
    expect(within(finished).queryByRole('article', { name: 'Taxi Pilne' })).not.toBeInTheDocument();
  });

  it('folds Wymaga uwagi on demand and keeps it folded while it is empty', async () => {
    setScreenWidth(1400);
    const view = renderCourseList(courses);
    const attention = await screen.findByRole('region', { name: 'Wymaga uwagi' });
    await within(attention).findByRole('article', { name: 'Taxi Pilne' });

    await view.user.click(within(attention).getByRole('button', { name: 'zwiń' }));
    expect(within(attention).queryByRole('article')).not.toBeInTheDocument();
    await view.user.click(within(attention).getByRole('button', { name: 'rozwiń' }));
    expect(within(attention).getByRole('article', { name: 'Taxi Pilne' })).toBeInTheDocument();
  });

  it('collapses an empty Wymaga uwagi and does not let it expand', async () => {
    setScreenWidth(1400);
    renderCourseList(courses.slice(1));
    const attention = await screen.findByRole('region', { name: 'Wymaga uwagi' });
    expect(await within(attention).findByText('0')).toBeInTheDocument();
    expect(within(attention).getByRole('button', { name: 'rozwiń' })).toBeDisabled();
  });

  it('says there are no courses', async () => {
    renderCourseList([]);
    await waitFor(() => expect(screen.getAllByText('Brak kursów')).toHaveLength(2));
  });

  it('offers a retry when loading fails', async () => {
    const view = renderCourseList([], ['ROLE_PASSENGER']);
    server.use(http.get('*/api/abstract_courses', () => HttpResponse.json({}, { status: 500 })));
    expect(await screen.findByText('Coś poszło nie tak')).toBeInTheDocument();
    server.use(http.get('*/api/abstract_courses', () => HttpResponse.json(hydraCollection([]))));
    await view.user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Brak kursów')).toBeInTheDocument();
  });

  it('keeps the cards on screen when a refetch fails (row 780)', async () => {
    setScreenWidth(1400);
    const view = renderCourseList(courses);
    const progress = await screen.findByRole('region', { name: 'W trakcie realizacji' });
    await within(progress).findByRole('article', { name: 'Taxi W Drodze' });
    server.use(http.get('*/api/abstract_courses', () => HttpResponse.json({}, { status: 500 })));
    await view.queryClient.refetchQueries({ queryKey: coursesKeys.all });
    await waitFor(() =>
      expect(
        view.queryClient
          .getQueryCache()
          .findAll({ queryKey: coursesKeys.all })
          .some((q) => q.state.status === 'error'),
      ).toBe(true),
    );
    expect(within(progress).getByRole('article', { name: 'Taxi W Drodze' })).toBeInTheDocument();
    expect(screen.queryByText('Coś poszło nie tak')).not.toBeInTheDocument();
  });
});

describe('CourseListPage on a phone', () => {
  it('shows a tab per column with counters, three courses per page, and the taxi button', async () => {
    setScreenWidth(600);
    let perPage: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('abstract_courses'))
        perPage = new URL(request.url).searchParams.get('itemsPerPage');
    });
    const view = renderCourseList(courses, ['ROLE_USER']);

    expect(await screen.findByRole('tab', { name: 'W trakcie realizacji 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Zakończone 1' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Taxi Pilne' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: 'Zakończone 1' }));
    expect(await screen.findByRole('article', { name: 'Taxi Gotowe' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Taxi Pilne' })).not.toBeInTheDocument();
    expect(perPage).toBe('3');
    expect(screen.getByRole('link', { name: 'utwórz taksówkę' })).toHaveAttribute('href', '/course/create');
    expect(screen.queryByRole('button', { name: 'Ustawienia widoku' })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('has no taxi button for a driver', async () => {
    setScreenWidth(600);
    renderCourseList(courses, ['ROLE_DRIVER']);
    expect(await screen.findByRole('tab', { name: 'Zakończone 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'utwórz taksówkę' })).not.toBeInTheDocument();
  });
});

describe('CourseListPage for a passenger', () => {
  it('shows one flat list and the kilometer button with the kilometer-course role', async () => {
    setScreenWidth(600);
    // A tall window, so the virtualised list renders every loaded card and paging is what is tested.
    vi.stubGlobal('innerHeight', 3000);
    const view = renderCourseList(courses, ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE']);
    const list = await screen.findByRole('feed', { name: 'Lista kursów' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    // 'Wczytaj więcej' follows the feed (a feed owns only its cards).
    await view.user.click(screen.getByRole('button', { name: 'Wczytaj więcej' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'utwórz kilometrówkę' })).toHaveAttribute(
      'href',
      '/kilometer-course-create',
    );
    expect(screen.queryByRole('link', { name: 'utwórz taksówkę' })).not.toBeInTheDocument();
  });

  it('has no kilometer button without the kilometer-course role', async () => {
    renderCourseList(courses, ['ROLE_PASSENGER']);
    expect(await screen.findByRole('feed', { name: 'Lista kursów' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'utwórz kilometrówkę' })).not.toBeInTheDocument();
  });
});

describe('CourseListPage for a railway company', () => {
  const twoRides = buildCourse({
    status: 'in_progress',
    rides: [buildRide({ number: 'IC/0001/11/2026' }), buildRide({ number: 'IC/0002/11/2026' })],
  });

  it('splits a multi-ride course into one card per ride', async () => {
    setScreenWidth(1400);
    renderCourseList([twoRides], ['ROLE_COMPANY']);
    const column = await screen.findByRole('region', { name: 'W trakcie realizacji' });
    const cards = await within(column).findAllByRole('article', { name: /Taxi Trans/ });
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('IC/0001/11/2026')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).queryByText('IC/0002/11/2026')).not.toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('IC/0002/11/2026')).toBeInTheDocument();
  });

  it('counts the cards it shows in the column counter', async () => {
    setScreenWidth(1400);
    signInAs(['ROLE_COMPANY']);
    server.use(coursesHandler([twoRides], { splitCards: true }));
    renderWithRouter(<CourseListPage />, { path: '/course' });
    const column = await screen.findByRole('region', { name: 'W trakcie realizacji' });
    expect(await within(column).findAllByRole('article', { name: /Taxi Trans/ })).toHaveLength(2);
    const heading = within(column).getByRole('heading', { name: 'W trakcie realizacji' });
    expect(heading.nextElementSibling).toHaveTextContent('2');
  });

  it("shows 'ponad N' when the server stopped counting at its limit", async () => {
    setScreenWidth(1400);
    signInAs(['ROLE_USER']);
    server.use(
      http.get('*/api/abstract_courses', ({ request }) => {
        const column = new URL(request.url).searchParams.get('column');
        if (column !== 'in_progress') return HttpResponse.json(hydraCollection([]));
        const body = hydraCollection([twoRides], COURSE_COUNT_LIMIT);
        return HttpResponse.json({ ...body, totalItemsLimited: true });
      }),
    );
    renderWithRouter(<CourseListPage />, { path: '/course' });
    const column = await screen.findByRole('region', { name: 'W trakcie realizacji' });
    await within(column).findAllByRole('article', { name: /Taxi Trans/ });
    const heading = within(column).getByRole('heading', { name: 'W trakcie realizacji' });
    expect(heading.nextElementSibling).toHaveTextContent(`ponad ${COURSE_COUNT_LIMIT}`);
  });

  it('keeps the course whole for a dispatcher', async () => {
    setScreenWidth(1400);
    renderCourseList([twoRides], ['ROLE_USER']);
    const column = await screen.findByRole('region', { name: 'W trakcie realizacji' });
    const [card, ...others] = await within(column).findAllByRole('article', { name: /Taxi Trans/ });
    expect(others).toHaveLength(0);
    expect(within(card as HTMLElement).getByText('IC/0002/11/2026')).toBeInTheDocument();
  });
});
