import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildCourse, buildRide } from '@mocks/courses';
import { rideRatingsHandlers } from '@mocks/ride-talk';
import { server } from '@mocks/server';
import { RATING_MESSAGES } from '@domain/courses/ride-rating';
import { renderCourseList } from './course-list.test-utils';

const PASSENGER = ['ROLE_DEFAULT', 'ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'];
const finished = buildRide({ id: 961, number: 'IC/0600/11/2026', status: 'finished' });
const planned = buildRide({ id: 962, number: 'IC/0601/11/2026', status: 'planning' });

async function openDialog(ratings: { createdBy: { id: number } }[] = []) {
  const posted: unknown[] = [];
  server.use(...rideRatingsHandlers(ratings, posted));
  const view = renderCourseList([buildCourse({ id: 720, rides: [finished] })], PASSENGER);
  await view.user.click(await screen.findByRole('button', { name: 'Menu przejazdu IC/0600/11/2026' }));
  const item = await screen.findByRole('menuitem', { name: /Oceń przejazd|oceniony/ });
  return { view, posted, item };
}

describe("'Oceń przejazd'", () => {
  it('refuses to send without a mark and sends nothing', async () => {
    const { view, posted, item } = await openDialog();
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled'));
    await view.user.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Oceń przejazd IC/0600/11/2026' });
    await view.user.click(within(dialog).getByRole('button', { name: 'oceń' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(RATING_MESSAGES.markRequired);
    expect(posted).toEqual([]);
  });

  it('keeps exactly one waiting chip selected and asks for a reason only for Negatywnie', async () => {
    const { view, item } = await openDialog();
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled'));
    await view.user.click(item);
    const dialog = await screen.findByRole('dialog');
    const pressed = () =>
      within(dialog)
        .getAllByRole('button', { pressed: true })
        .map((chip) => chip.textContent);
    expect(pressed()).toEqual(['Brak']);
    await view.user.click(within(dialog).getByRole('button', { name: '15 min' }));
    expect(pressed()).toEqual(['15 min']);
    await view.user.click(within(dialog).getByRole('button', { name: '15 min' }));
    expect(pressed()).toEqual(['15 min']);

    expect(within(dialog).queryByRole('textbox', { name: 'Uzasadnienie' })).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Pozytywnie' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Uzasadnienie' })).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Negatywnie' }));
    expect(within(dialog).getByRole('textbox', { name: 'Uzasadnienie' })).toBeInTheDocument();
  });

  it('sends a negative mark with its reason and an extreme waiting, then thanks and closes', async () => {
    const { view, posted, item } = await openDialog();
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled'));
    await view.user.click(item);
    const dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'Negatywnie' }));
    await view.user.type(
      within(dialog).getByRole('textbox', { name: 'Uzasadnienie' }),
      'Kierowca się spóźnił',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Ponad 1 h' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'oceń' }));
    expect(await screen.findByText(RATING_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      {
        ride: '/api/taxi_course_rides/961',
        mark: 1,
        comment: 'Kierowca się spóźnił',
        waitingTime: null,
        extremeWaiting: 'over_hour',
      },
    ]);
  });

  it('tells a passenger who already rated the ride', async () => {
    const { item } = await openDialog([{ createdBy: { id: 1 } }]);
    await waitFor(() => expect(item).toHaveTextContent('Przejazd został już oceniony'));
    expect(item).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers no menu for a ride not yet under way or to other roles', async () => {
    const view = renderCourseList([buildCourse({ id: 721, rides: [planned] })], PASSENGER);
    await screen.findByRole('article', { name: /./ });
    expect(screen.queryByRole('button', { name: /Menu przejazdu/ })).not.toBeInTheDocument();
    view.unmount();
    renderCourseList([buildCourse({ id: 722, rides: [finished] })], ['ROLE_ADMIN']);
    await screen.findByRole('article', { name: /./ });
    expect(screen.queryByRole('button', { name: /Menu przejazdu/ })).not.toBeInTheDocument();
  });

  it('offers no menu to a passenger who sees the course but does not ride in the ride', async () => {
    const others = buildRide({
      id: 963,
      number: 'IC/0602/11/2026',
      status: 'finished',
      segments: finished.segments.map((segment) => ({
        ...segment,
        employees: [{ id: 2, name: 'Piotr Wiśniewski', phone: null }],
      })),
    });
    renderCourseList([buildCourse({ id: 723, rides: [others] })], PASSENGER);
    await screen.findByRole('article', { name: /./ });
    expect(screen.queryByRole('button', { name: /Menu przejazdu/ })).not.toBeInTheDocument();
  });
});
