import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildCourse, hydraCollection } from '@mocks/courses';
import { renderCourseList, setScreenWidth } from './course-list.test-utils';

const COURSES = 300;
const PAGE = 100;
const contractor = (index: number) => ({ id: index, name: `Przewoźnik ${index}`, phone: null });
const courses = Array.from({ length: COURSES }, (_, index) =>
  buildCourse({ id: 5000 + index, status: 'in_progress', contractor: contractor(index) }),
);

describe('VirtualList', () => {
  it('keeps the DOM small while the user scrolls through 300 courses', async () => {
    setScreenWidth(1400);
    const view = renderCourseList(courses);
    // Big pages so the 300 courses arrive in three requests.
    server.use(
      http.get('*/api/abstract_courses', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('column') !== 'in_progress') return HttpResponse.json(hydraCollection([]));
        const page = Number(query.get('page'));
        return HttpResponse.json(hydraCollection(courses.slice((page - 1) * PAGE, page * PAGE), COURSES));
      }),
    );
    const column = await screen.findByRole('region', { name: 'W trakcie realizacji' });
    const list = await within(column).findByRole('feed', { name: 'W trakcie realizacji' });
    await within(list).findByRole('article', { name: 'Przewoźnik 0' });

    // The feed scrolls inside its column's scroller, which also holds 'Wczytaj więcej' after it.
    const scroller = list.parentElement;
    if (!scroller) throw new Error('the feed has no scroller');
    const scrollTo = (top: number) => {
      scroller.scrollTop = top;
      fireEvent.scroll(scroller);
    };
    for (const loaded of [PAGE, 2 * PAGE]) {
      await view.user.click(within(column).getByRole('button', { name: 'Wczytaj więcej' }));
      scrollTo((loaded + PAGE - 1) * 330);
      expect(
        await within(list).findByRole('article', { name: `Przewoźnik ${loaded + PAGE - 1}` }),
      ).toBeInTheDocument();
    }
    expect(within(column).queryByRole('button', { name: 'Wczytaj więcej' })).not.toBeInTheDocument();

    for (const top of [20_000, 60_000, 98_000]) {
      scrollTo(top);
      const index = Math.floor(top / 330);
      expect(await within(list).findByRole('article', { name: `Przewoźnik ${index}` })).toBeInTheDocument();
      expect(within(list).queryByRole('article', { name: 'Przewoźnik 0' })).not.toBeInTheDocument();
      expect(view.container.querySelectorAll('*').length).toBeLessThan(800);
    }
    expect(within(list).getAllByRole('article').length).toBeLessThan(12);
  });
});
