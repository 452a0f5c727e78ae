/** `GET|POST|DELETE /api/calendar_feed` (issue 35 part 4) over one in-memory feed, as the server answers. */
import { http, HttpResponse } from 'msw';
import type { CalendarFeed } from '../domain/contract/calendar-feed.schema';

export const MOCK_CALENDAR_URL = 'http://localhost:8000/api/calendar/' + 'A'.repeat(43) + '.ics';

export function buildCalendarFeed(overrides: Partial<CalendarFeed> = {}): CalendarFeed {
  return {
    '@context': '/api/contexts/CalendarFeed',
    '@id': '/api/calendar_feed',
    '@type': 'CalendarFeed',
    active: false,
    createdAt: null,
    url: null,
    ...overrides,
  };
}

/** Handlers over `state.feed`: a POST makes a link (its URL in that answer only), a DELETE removes it. */
export function calendarFeedHandlers(state: { feed: CalendarFeed } = { feed: buildCalendarFeed() }) {
  return [
    http.get('*/api/calendar_feed', () => HttpResponse.json({ ...state.feed, url: null })),
    http.post('*/api/calendar_feed', () => {
      state.feed = buildCalendarFeed({
        active: true,
        createdAt: '2026-03-07T08:05:00.000Z',
        url: MOCK_CALENDAR_URL,
      });
      return HttpResponse.json(state.feed, { status: 201 });
    }),
    http.delete('*/api/calendar_feed', () => {
      if (!state.feed.active) return new HttpResponse(null, { status: 404 });
      state.feed = buildCalendarFeed();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
