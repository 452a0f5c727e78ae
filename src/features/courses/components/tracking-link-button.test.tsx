import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildCourse, buildRide } from '@mocks/courses';
import { server } from '@mocks/server';
import { TRACKING_TOKEN, trackingLinkHandler } from '@mocks/tracking';
import { setScreenWidth } from './course-list.test-utils';
import { renderCoursesWithDrawers } from './drawers/drawers.test-utils';

const running = buildCourse({
  id: 702,
  driverStartAt: '2026-11-12T07:00:00Z',
  rides: [buildRide({ id: 952, number: 'IC/0501/11/2026', status: 'accepted_by_driver' })],
});

describe("the passenger's 'Gdzie jest samochód?'", () => {
  it("links a passenger of a running course from the ride's card to their own tracking page", async () => {
    server.use(trackingLinkHandler());
    setScreenWidth(1400);
    renderCoursesWithDrawers([running], { roles: ['ROLE_PASSENGER'] });
    expect(await screen.findAllByText('IC/0501/11/2026')).not.toHaveLength(0);
    const link = await screen.findByRole('link', { name: 'Gdzie jest samochód?' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `/sledzenie/${TRACKING_TOKEN}`);
  });

  it('is not offered before the driver starts', async () => {
    server.use(trackingLinkHandler());
    setScreenWidth(1400);
    const waiting = buildCourse({ ...running, driverStartAt: null });
    renderCoursesWithDrawers([waiting], { roles: ['ROLE_PASSENGER'] });
    expect(await screen.findAllByText('IC/0501/11/2026')).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Gdzie jest samochód?' })).not.toBeInTheDocument();
  });

  it('is not offered to a dispatcher watching the same course', async () => {
    server.use(trackingLinkHandler());
    setScreenWidth(1400);
    renderCoursesWithDrawers([running], { roles: ['ROLE_DISPATCHER'] });
    expect(await screen.findAllByText('IC/0501/11/2026')).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Gdzie jest samochód?' })).not.toBeInTheDocument();
  });
});
