import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCourse, buildRide } from '@mocks/courses';
import { hydraError } from '@mocks/handlers';
import { buildComment, rideCommentsHandlers, type CommentFixture } from '@mocks/ride-talk';
import { server } from '@mocks/server';
import { COMMENT_MESSAGES } from '@domain/courses/ride-comments';
import { setScreenWidth } from '../course-list.test-utils';
import { renderCoursesWithDrawers } from './drawers.test-utils';

const RIDE = '/api/taxi_course_rides/951';
const course = buildCourse({ id: 701, rides: [buildRide({ id: 951, number: 'IC/0500/11/2026' })] });
const kilometerCourse = buildCourse({
  id: 801,
  '@type': 'KilometerCourse',
  status: 'in_progress',
  rides: [buildRide({ '@id': '/api/kilometer_course_rides/991', id: 991, status: 'created' })],
});

const older = buildComment({
  id: 1,
  content: 'Pierwszy',
  createdAt: '2026-11-12T07:00:00+01:00',
  user: { id: 1, name: 'Anna Nowak', kind: 'admin' },
});
const newer = buildComment({
  id: 2,
  content: 'Drugi',
  createdAt: '2026-11-12T08:00:00+01:00',
  user: { id: 3, name: 'Taxi Trans', kind: 'company' },
});

async function openComments(comments: CommentFixture[], roles = ['ROLE_ADMIN']) {
  setScreenWidth(1400);
  server.use(...rideCommentsHandlers(comments));
  const view = renderCoursesWithDrawers([course], { roles, initialEntry: '/course?course=701&ride=951' });
  const drawer = await screen.findByRole('dialog', { name: 'Przejazd IC/0500/11/2026' });
  const tab = within(drawer).getByRole('tab', { name: 'Komentarze' });
  await view.user.click(tab);
  const panel = within(drawer).getByRole('tabpanel', { name: 'Komentarze' });
  return { view, drawer, tab, panel };
}

describe('Komentarze tab', () => {
  it('lists comments oldest first, marks admin and company authors and pulses the tab', async () => {
    const { tab, panel } = await openComments([newer, older]);
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Pierwszy'),
      expect.stringContaining('Drugi'),
    ]);
    expect(items[0]).toHaveAttribute('data-author-kind', 'admin');
    expect(items[1]).toHaveAttribute('data-author-kind', 'company');
    expect(within(tab).getByTestId('tab-badge')).toBeInTheDocument();
  });

  it('has no badge without comments', async () => {
    const { tab, panel } = await openComments([]);
    expect(await within(panel).findByText('Brak komentarzy')).toBeInTheDocument();
    expect(within(tab).queryByTestId('tab-badge')).not.toBeInTheDocument();
  });

  it('sends a comment, disabling the input while it is sent, and never sends blank text', async () => {
    const comments: CommentFixture[] = [];
    const { view, panel } = await openComments(comments);
    const input = within(panel).getByRole('textbox', { name: 'Wiadomość' });
    const send = within(panel).getByRole('button', { name: 'Wyślij komentarz' });
    await view.user.type(input, '   ');
    expect(send).toBeDisabled();

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/ride_comments', async () => {
        await gate;
        return HttpResponse.json(buildComment({ id: 50, content: 'Czekam na peronie 2', ride: RIDE }), {
          status: 201,
        });
      }),
    );
    await view.user.clear(input);
    await view.user.type(input, 'Czekam na peronie 2');
    await view.user.click(send);
    await waitFor(() => expect(input).toBeDisabled());
    release();
    expect(await within(panel).findByText('Czekam na peronie 2')).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('');
  });

  it('shows the spec error when saving fails and keeps the text', async () => {
    const { view, panel } = await openComments([]);
    server.use(http.post('*/api/ride_comments', () => hydraError(500, 'Coś poszło nie tak')));
    const input = within(panel).getByRole('textbox', { name: 'Wiadomość' });
    await view.user.type(input, 'Nie dotrze');
    await view.user.click(within(panel).getByRole('button', { name: 'Wyślij komentarz' }));
    expect(await screen.findByText(COMMENT_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(input).toHaveValue('Nie dotrze');
  });

  it('copies a comment with a notice', async () => {
    const { view, panel } = await openComments([older]);
    await view.user.click(await within(panel).findByRole('button', { name: 'Skopiuj komentarz' }));
    expect(await screen.findByText('Komentarz został skopiowany do schowka')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Pierwszy');
  });

  it('lets an admin delete a comment and shows the spec error when it fails', async () => {
    const { view, panel } = await openComments([older, newer]);
    const first = await within(panel).findByRole('listitem', { name: 'Komentarz: Anna Nowak' });
    await view.user.click(within(first).getByRole('button', { name: 'Usuń komentarz' }));
    // Asked first: 'wróć' keeps it.
    await view.user.click(
      within(await screen.findByRole('dialog', { name: COMMENT_MESSAGES.deleteTitle })).getByRole('button', {
        name: 'wróć',
      }),
    );
    expect(within(panel).getByText('Pierwszy')).toBeInTheDocument();
    await view.user.click(within(first).getByRole('button', { name: 'Usuń komentarz' }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: COMMENT_MESSAGES.deleteTitle })).getByRole('button', {
        name: 'usuń',
      }),
    );
    await waitFor(() => expect(within(panel).queryByText('Pierwszy')).not.toBeInTheDocument());
    expect(await screen.findByText(COMMENT_MESSAGES.deleted)).toBeInTheDocument();

    server.use(http.delete('*/api/ride_comments/:id', () => hydraError(500, 'Coś poszło nie tak')));
    await view.user.click(within(panel).getByRole('button', { name: 'Usuń komentarz' }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: COMMENT_MESSAGES.deleteTitle })).getByRole('button', {
        name: 'usuń',
      }),
    );
    expect(await screen.findByText(COMMENT_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(within(panel).getByText('Drugi')).toBeInTheDocument();
  });

  it('offers no delete to a dispatcher', async () => {
    const { panel } = await openComments([older], ['ROLE_USER']);
    expect(await within(panel).findByRole('button', { name: 'Skopiuj komentarz' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Usuń komentarz' })).not.toBeInTheDocument();
  });

  it('works in the kilometer drawer too', async () => {
    setScreenWidth(1400);
    server.use(
      ...rideCommentsHandlers([
        buildComment({ id: 7, ride: '/api/kilometer_course_rides/991', content: 'Raport wyślę jutro' }),
      ]),
    );
    const view = renderCoursesWithDrawers([kilometerCourse], {
      roles: ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'],
      initialEntry: '/course?course=801',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Szczegóły przejazdu' });
    const tab = within(drawer).getByRole('tab', { name: 'Komentarze' });
    await waitFor(() => expect(within(tab).getByTestId('tab-badge')).toBeInTheDocument());
    await view.user.click(tab);
    const panel = within(drawer).getByRole('tabpanel', { name: 'Komentarze' });
    expect(await within(panel).findByText('Raport wyślę jutro')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Usuń komentarz' })).not.toBeInTheDocument();
  });
});
