import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildCourse, buildRide, buildSegment } from '@mocks/courses';
import { setScreenWidth } from '../course-list.test-utils';
import { renderCoursesWithDrawers } from './drawers.test-utils';
import type { KilometerSummaryProps } from '../settlement-slot';

/** The settlement feature's summary stands in as what the drawer hands it (settlement-slot.ts). */
const SummaryProbe = ({ rideIri, user }: KilometerSummaryProps) => (
  <p>
    {rideIri} dla {user?.id}
  </p>
);

const course = buildCourse({
  id: 801,
  '@type': 'KilometerCourse',
  status: 'in_progress',
  createdBy: { id: 9, name: 'Jan Kowalski' },
  driver: { '@id': '/api/users/9', name: 'Jan Kowalski', phone: '600100200' },
  rides: [
    buildRide({
      '@id': '/api/kilometer_course_rides/991',
      id: 991,
      status: 'created',
      segments: [
        buildSegment({ position: 1, distance: 12.5, locomotives: [{ id: 1, sideNumber: 'EU07-123' }] }),
        buildSegment({ position: 2, distance: 30.3 }),
      ],
    }),
  ],
});

describe('Kilometer course drawer', () => {
  it('opens from the card for a passenger with the summary of its ride', async () => {
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([course], {
      roles: ['ROLE_PASSENGER'],
      user: { id: 5 },
      slots: { KilometerSummary: SummaryProbe },
    });
    await view.user.click(await screen.findByRole('button', { name: '12.11.2026' }));
    const drawer = await screen.findByRole('dialog', { name: 'Szczegóły przejazdu' });
    expect(drawer).toHaveStyle({ width: '600px' });
    expect(view.router.state.location.search).toBe('?course=801');
    expect(await within(drawer).findByRole('link', { name: '600 100 200' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
    expect(within(drawer).getByText('EU07-123')).toBeInTheDocument();
    expect(within(drawer).getByText('Utworzono')).toBeInTheDocument();
    expect(
      within(drawer).getByText(/^Dodano \d{2}\.11\.2026 \d{2}:\d{2} przez Jan Kowalski$/),
    ).toBeInTheDocument();
    // The figures themselves: kilometer-summary.test.tsx in the settlement feature.
    const summary = within(drawer).getByRole('tabpanel', { name: 'Podsumowanie' });
    expect(within(summary).getByText('/api/kilometer_course_rides/991 dla 5')).toBeInTheDocument();
  });

  it('has the relation, comments and communication tabs', async () => {
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([course], { initialEntry: '/course?course=801' });
    const drawer = await screen.findByRole('dialog', { name: 'Szczegóły przejazdu' });
    await view.user.click(within(drawer).getByRole('tab', { name: 'Relacja' }));
    expect(within(drawer).getByRole('tabpanel', { name: 'Relacja' })).toHaveTextContent('Warszawa Grochów');
    await view.user.click(within(drawer).getByRole('tab', { name: 'Komentarze' }));
    expect(within(drawer).getByText('Brak komentarzy')).toBeInTheDocument();
    await view.user.click(within(drawer).getByRole('tab', { name: 'Komunikacja' }));
    expect(await within(drawer).findByText('Brak komunikacji')).toBeInTheDocument();
  });

  it('offers EDYTUJ RELACJĘ in the Relacja tab to the passenger who created the course', async () => {
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([course], {
      roles: ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'],
      user: { id: 9 },
      initialEntry: '/course?course=801',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Szczegóły przejazdu' });
    await view.user.click(within(drawer).getByRole('tab', { name: 'Relacja' }));
    const relation = within(drawer).getByRole('tabpanel', { name: 'Relacja' });
    expect(within(relation).getByRole('link', { name: 'EDYTUJ RELACJĘ' })).toHaveAttribute(
      'href',
      '/kilometer-course/801/edit',
    );
  });

  it('hides it from the railway company and once the ride is accepted for settlement', async () => {
    setScreenWidth(1400);
    const settled = { ...course, rides: course.rides.map((ride) => ({ ...ride, status: 'to_be_settled' })) };
    const cases = [
      { fixture: course, roles: ['ROLE_COMPANY'], id: 3 },
      { fixture: settled, roles: ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'], id: 9 },
    ];
    for (const { fixture, roles, id } of cases) {
      const view = renderCoursesWithDrawers([fixture], {
        roles,
        user: { id },
        initialEntry: '/course?course=801',
      });
      const drawer = await screen.findByRole('dialog', { name: 'Szczegóły przejazdu' });
      await view.user.click(within(drawer).getByRole('tab', { name: 'Relacja' }));
      expect(within(drawer).getByRole('tabpanel', { name: 'Relacja' })).toHaveTextContent('Warszawa Grochów');
      expect(within(drawer).queryByRole('link', { name: 'EDYTUJ RELACJĘ' })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
