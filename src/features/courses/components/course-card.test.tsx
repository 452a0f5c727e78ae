import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { buildCourse, buildRide, buildSegment } from '@mocks/courses';
import { courseSchema } from '@domain/contract/course.schema';
import type { Viewer } from '../hooks/use-current-user';
import { CARD_OPTIONS } from '../hooks/use-view-settings';
import { CourseCard } from './course-card';
import { SettlementSlotContext, type KilometerReportNoticeProps } from './settlement-slot';

const startedCourse = courseSchema.parse(
  buildCourse({
    subcontractor: { id: 7, name: 'Auto-Przewozy Kraków', phone: '126001122' },
    driver: { '@id': '/api/users/30', name: 'Marek Kierowca', phone: '501502503' },
    driverStartAt: '2026-11-12T06:10:00+01:00',
    driverEndAt: null,
    createdBy: { id: 3, name: 'Ewa Dyspozytorska' },
    rides: [
      buildRide({
        company: { id: 1, name: 'PKP Intercity' },
        fromStartingBase: { '@id': '/api/starting_bases/1', name: 'Baza Okęcie' },
      }),
    ],
  }),
);
// The card shows Polish time (06:10 at +01:00 in November), whatever the test machine's zone.
const startTooltip = 'Start o 06:10';

function renderCard(viewer: Viewer, roles: string[], course = startedCourse) {
  render(<CourseCard course={course} user={{ viewer, roles }} options={CARD_OPTIONS} />);
  return screen.getByRole('article');
}

describe('CourseCard', () => {
  it('shows the executing company, the driver and the start to a dispatcher', async () => {
    const card = renderCard('other', ['ROLE_USER']);
    expect(within(card).getByRole('heading', { name: 'Auto-Przewozy Kraków' })).toBeInTheDocument();
    expect(within(card).getByText('TAXI')).toBeInTheDocument();
    expect(within(card).getByText(/Marek Kierowca/)).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: '501 502 503' })).toHaveAttribute(
      'href',
      'tel:+48501502503',
    );
    expect(within(card).getByLabelText(startTooltip)).toBeInTheDocument();
    expect(within(card).getByText('PKP Intercity')).toBeInTheDocument();
  });

  it('shows a dispatcher the day of a course that is not today, and no day for today’s', () => {
    const card = renderCard('other', ['ROLE_USER']);
    expect(within(card).getByText('12.11.2026')).toBeInTheDocument();
    cleanup();
    const now = new Date().toISOString();
    const segment = buildSegment();
    const today = courseSchema.parse(
      buildCourse({
        rides: [
          buildRide({ segments: [{ ...segment, waypointStart: { ...segment.waypointStart, time: now } }] }),
        ],
      }),
    );
    const todayCard = renderCard('other', ['ROLE_USER'], today);
    expect(within(todayCard).queryByText(/^\d{2}\.\d{2}\.\d{4}$/)).not.toBeInTheDocument();
  });

  it('titles the card with the ride date for a passenger and shows the start and contact', () => {
    const card = renderCard('passenger', ['ROLE_PASSENGER']);
    expect(within(card).getByRole('heading', { name: '12.11.2026' })).toBeInTheDocument();
    expect(within(card).getByLabelText(startTooltip)).toBeInTheDocument();
    expect(within(card).getByText(/Marek Kierowca/)).toBeInTheDocument();
    expect(within(card).queryByText('PKP Intercity')).not.toBeInTheDocument();
  });

  it('gives a passenger the contractor contact when no driver is assigned', () => {
    const course = courseSchema.parse(buildCourse({ driver: null }));
    const card = renderCard('passenger', ['ROLE_PASSENGER'], course);
    expect(within(card).getByText(/Taxi Trans Warszawa/)).toBeInTheDocument();
  });

  it('shows a company the driver without the start indicator', () => {
    const card = renderCard('company', ['ROLE_COMPANY']);
    expect(within(card).getByText(/Marek Kierowca/)).toBeInTheDocument();
    expect(within(card).queryByLabelText(startTooltip)).not.toBeInTheDocument();
  });

  it('shows a driver the date and no subtitle', () => {
    const card = renderCard('driver', ['ROLE_DRIVER']);
    expect(within(card).getByRole('heading', { name: '12.11.2026' })).toBeInTheDocument();
    expect(within(card).queryByText(/Marek Kierowca/)).not.toBeInTheDocument();
    expect(within(card).queryByLabelText(startTooltip)).not.toBeInTheDocument();
  });

  it('draws the ride timeline with times, passengers, base and dispatcher', async () => {
    const card = renderCard('other', ['ROLE_USER']);
    const planned = '06:30';
    expect(within(card).getByLabelText(`Zaplanowany dojazd o ${planned}`)).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: 'Jan Kowalski' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
    expect(within(card).getByText('Al. Jerozolimskie 54, Warszawa')).toBeInTheDocument();
    expect(within(card).getByText('Baza: Baza Okęcie')).toBeInTheDocument();
    expect(within(card).getByText('12,5 km · 25 min')).toBeInTheDocument();
    expect(within(card).getByLabelText('Dyspozytor: Ewa Dyspozytorska')).toHaveTextContent('ED');
    expect(within(card).getByText('Oczekuje na akceptację firmy transportowej')).toBeInTheDocument();
  });

  it('reads a ride forwarded for settlement apart from a plain acceptance (row 638)', () => {
    const course = (status: string) => courseSchema.parse(buildCourse({ rides: [buildRide({ status })] }));
    let card = renderCard('other', ['ROLE_USER'], course('accepted_by_contractor'));
    expect(within(card).getByText('Przekazany do rozliczenia')).toBeInTheDocument();
    expect(within(card).queryByText('Zaakceptowany przez firmę transportową')).not.toBeInTheDocument();
    cleanup();
    card = renderCard('other', ['ROLE_USER'], course('accepted_by_transport_company'));
    expect(within(card).getByText('Zaakceptowany przez firmę transportową')).toBeInTheDocument();
  });

  it('marks a reached waypoint and shows locomotives', () => {
    const segment = buildSegment({ locomotives: [{ id: 1, sideNumber: 'EU07-123' }] });
    const reachedAt = '2026-11-12T06:52:00+01:00';
    const course = courseSchema.parse(
      buildCourse({
        rides: [
          buildRide({
            segments: [
              { ...segment, waypointEnd: { ...segment.waypointEnd, achievedAtByDriver: reachedAt } },
            ],
          }),
        ],
      }),
    );
    const card = renderCard('other', ['ROLE_USER'], course);
    expect(within(card).getByLabelText('Dojazd o 06:52')).toBeInTheDocument();
    expect(within(card).getByText(/EU07-123/)).toBeInTheDocument();
  });

  it('badges a kilometer course and titles it with the ride date', () => {
    const course = courseSchema.parse(buildCourse({ '@type': 'KilometerCourse' }));
    const card = renderCard('other', ['ROLE_USER'], course);
    expect(within(card).getByText('KILOMETRÓWKA')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: '12.11.2026' })).toBeInTheDocument();
  });

  it("shows a kilometer card the settlement slot's report notice with the viewer's id (row 681)", () => {
    const course = courseSchema.parse(buildCourse({ '@type': 'KilometerCourse' }));
    const permission = { id: 9, roles: ['ROLE_PASSENGER'], companyId: 1 };
    const slots = {
      TaxiSettlement: null,
      KilometerSummary: null,
      ColumnMenu: null,
      KilometerReportNotice: ({ userId }: KilometerReportNoticeProps) => <p>notice for {userId}</p>,
    };
    render(
      <SettlementSlotContext.Provider value={slots}>
        <CourseCard
          course={course}
          user={{ viewer: 'passenger', roles: permission.roles, permission }}
          options={CARD_OPTIONS}
        />
      </SettlementSlotContext.Provider>,
    );
    expect(within(screen.getByRole('article')).getByText('notice for 9')).toBeInTheDocument();
  });
});
