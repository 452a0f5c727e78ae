import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildRide } from '@mocks/courses';
import { buildSeriesCourse, courseSeriesHandler } from '@mocks/course-series';
import { server } from '@mocks/server';
import { setScreenWidth } from '../course-list.test-utils';
import { renderCoursesWithDrawers } from './drawers.test-utils';

// The drawer and its 'Seria' load lazily: on a busy machine the first import takes seconds.
const LOADED = { timeout: 20_000 };

describe("'Seria' in the course drawer", () => {
  // Loaded before the clock of a test starts: the page imports both lazily.
  beforeAll(async () => {
    await Promise.all([import('./course-drawer'), import('./course-series-section')]);
  }, 120_000);

  it("lists the series' courses by day, each a link to its drawer but the open one", async () => {
    setScreenWidth(1400);
    server.use(
      courseSeriesHandler({
        id: 5,
        courses: [
          buildSeriesCourse(601, '2026-12-07'),
          buildSeriesCourse(602, '2026-12-09', {
            rides: [{ id: 6020, number: 'PI/0602/12/2026', status: 'cancelled' }],
          }),
        ],
      }),
    );
    const course = buildCourse({ id: 601, series: 5, rides: [buildRide({ id: 901 })] });
    renderCoursesWithDrawers([course], { roles: ['ROLE_USER'], initialEntry: '/course?course=601' });
    const drawer = await screen.findByRole('dialog', { name: 'Kurs' }, LOADED);
    const section = await within(drawer).findByRole('region', { name: 'Seria' }, LOADED);
    expect(await within(section).findByText('07.12.2026 · PI/0601/12/2026', {}, LOADED)).toHaveAttribute(
      'aria-current',
      'true',
    );
    const other = within(section).getByRole('link', { name: '09.12.2026 · PI/0602/12/2026' });
    expect(other).toHaveAttribute('href', '/course?course=602');
    expect(within(section).getByText('Anulowany')).toBeInTheDocument();
  }, 60_000);

  it('is not shown for a course of no series', async () => {
    setScreenWidth(1400);
    renderCoursesWithDrawers([buildCourse({ id: 601, rides: [buildRide({ id: 901 })] })], {
      roles: ['ROLE_USER'],
      initialEntry: '/course?course=601',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Kurs' }, LOADED);
    await within(drawer).findByRole('region', { name: 'Przejazdy' });
    expect(within(drawer).queryByRole('region', { name: 'Seria' })).toBeNull();
  }, 60_000);
});
