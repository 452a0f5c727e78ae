import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_FEED_TEXTS as T } from '@domain/calendar/calendar-feed';
import { server } from '@mocks/server';
import { buildCalendarFeed, calendarFeedHandlers, MOCK_CALENDAR_URL } from '@mocks/calendar-feed';
import { buildUser } from '@mocks/users';
import { renderWithRouter } from '@/test/render';
import { CalendarFeedSettings } from './calendar-feed-settings';

const signedInAs = (roles: string[], overrides: Parameters<typeof buildUser>[0] = {}) =>
  server.use(http.get('*/api/users/me', () => HttpResponse.json(buildUser({ roles, ...overrides }))));

describe("'Kalendarz' in the settings", () => {
  it('makes a link for a passenger, shows the URL once and copies it', async () => {
    const user = userEvent.setup();
    signedInAs(['ROLE_DEFAULT', 'ROLE_PASSENGER']);
    server.use(...calendarFeedHandlers());
    renderWithRouter(<CalendarFeedSettings />);
    expect(await screen.findByText(T.none)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.create }));
    expect(await screen.findByText(T.created)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: T.urlLabel })).toHaveValue(MOCK_CALENDAR_URL);
    expect(screen.getByText(`${T.activeSince} 07.03.2026 09:05`)).toBeInTheDocument();
    expect(screen.getByText(T.urlOnce)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.copy }));
    expect(await screen.findByText(T.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(MOCK_CALENDAR_URL);
  });

  it('shows a driver’s existing link without its URL, makes a new one and turns it off', async () => {
    const user = userEvent.setup();
    signedInAs(['ROLE_DEFAULT', 'ROLE_DRIVER']);
    server.use(
      ...calendarFeedHandlers({
        feed: buildCalendarFeed({ active: true, createdAt: '2026-02-01T10:00:00.000Z' }),
      }),
    );
    renderWithRouter(<CalendarFeedSettings />);
    expect(await screen.findByText(`${T.activeSince} 01.02.2026 11:00`)).toBeInTheDocument();
    expect(screen.getByText(T.hiddenUrl)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: T.urlLabel })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.rotate }));
    expect(await screen.findByRole('textbox', { name: T.urlLabel })).toHaveValue(MOCK_CALENDAR_URL);

    await user.click(screen.getByRole('button', { name: T.revoke }));
    expect(await screen.findByText(T.revoked)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: T.create })).toBeInTheDocument();
  });

  it('shows the refusal’s Polish message when the server refuses', async () => {
    const user = userEvent.setup();
    signedInAs(['ROLE_DEFAULT', 'ROLE_DRIVER']);
    server.use(
      http.post('*/api/calendar_feed', () =>
        HttpResponse.json({ '@type': 'hydra:Error', 'hydra:description': T.ownOnly }, { status: 403 }),
      ),
    );
    renderWithRouter(<CalendarFeedSettings />);
    await user.click(await screen.findByRole('button', { name: T.create }));
    expect(await screen.findByText(T.ownOnly)).toBeInTheDocument();
  });

  it('offers nothing to a dispatcher or someone previewing a driver, and asks the server nothing', async () => {
    let asked = false;
    server.use(
      http.get('*/api/calendar_feed', () => {
        asked = true;
        return HttpResponse.json(buildCalendarFeed());
      }),
    );
    signedInAs(['ROLE_DEFAULT', 'ROLE_USER']);
    const first = renderWithRouter(<CalendarFeedSettings />);
    expect(await screen.findByText(T.ownOnly)).toBeInTheDocument();
    first.unmount();
    signedInAs(['ROLE_DEFAULT', 'ROLE_DRIVER'], { impersonator: { id: 1, username: 'admin' } });
    renderWithRouter(<CalendarFeedSettings />);
    expect(await screen.findByText(T.ownOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.create })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
