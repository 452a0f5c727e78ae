import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildCourse, buildRide } from '@mocks/courses';
import { setScreenWidth } from '../course-list.test-utils';
import { findCard, renderCoursesWithDrawers } from './drawers.test-utils';

const contractor = { id: 2, name: 'Taxi Trans Warszawa', phone: '221234567' };
const course = buildCourse({
  id: 501,
  contractor,
  subcontractor: { id: 7, name: 'Auto-Przewozy Kraków', phone: '126001122' },
  driver: { '@id': '/api/users/30', name: 'Marek Kierowca', phone: '501502503' },
  driverStartAt: '2026-11-12T06:10:00+01:00',
  driverEndAt: '2026-11-12T14:05:00+01:00',
  createdBy: { id: 3, name: 'Ewa Dyspozytorska' },
  rides: [
    buildRide({ id: 801, number: 'IC/0001/11/2026', company: { id: 1, name: 'PKP Intercity' } }),
    buildRide({ id: 802, number: 'IC/0002/11/2026', company: { id: 4, name: 'Koleje Mazowieckie' } }),
  ],
});

describe('Course drawer', () => {
  it('opens from the card with the general info and the rides, and reflects it in the URL', async () => {
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([course]);
    const card = await findCard('Auto-Przewozy Kraków');
    await view.user.click(within(card).getByText('TAXI'));

    const drawer = await screen.findByRole('dialog', { name: 'Kurs' });
    expect(within(drawer).getByText('Wymaga uwagi')).toBeInTheDocument();
    expect(within(drawer).getByText(/przez Ewa Dyspozytorska/)).toBeInTheDocument();
    expect(await within(drawer).findByRole('link', { name: '22 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+48221234567',
    );
    expect(await within(drawer).findByRole('link', { name: '501 502 503' })).toHaveAttribute(
      'href',
      'tel:+48501502503',
    );
    expect(within(drawer).getByText('07:55 h')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /Przejazd IC\/0001\/11\/2026/ })).toHaveTextContent(
      'PKP Intercity',
    );
    expect(within(drawer).getByRole('button', { name: /Przejazd IC\/0002\/11\/2026/ })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?course=501');
  });

  it('closes with Zamknij, returns focus to the card and clears the URL', async () => {
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([course]);
    await view.user.click(await screen.findByRole('button', { name: 'Auto-Przewozy Kraków' }));
    const drawer = await screen.findByRole('dialog', { name: 'Kurs' });
    await view.user.click(within(drawer).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Auto-Przewozy Kraków' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([course]);
    await view.user.click(await screen.findByRole('button', { name: 'Auto-Przewozy Kraków' }));
    await screen.findByRole('dialog', { name: 'Kurs' });
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open after a reload from the URL', async () => {
    setScreenWidth(1400);
    renderCoursesWithDrawers([course], { initialEntry: '/course?course=501' });
    expect(await screen.findByRole('dialog', { name: 'Kurs' })).toBeInTheDocument();
  });

  it('opens the ride drawer from its list of rides and goes back to the course', async () => {
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([course]);
    await view.user.click(await screen.findByRole('button', { name: 'Auto-Przewozy Kraków' }));
    const drawer = await screen.findByRole('dialog', { name: 'Kurs' });
    await view.user.click(within(drawer).getByRole('button', { name: /Przejazd IC\/0002\/11\/2026/ }));
    const ride = await screen.findByRole('dialog', { name: 'Przejazd IC/0002/11/2026' });
    expect(view.router.state.location.search).toBe('?course=501&ride=802');
    await view.user.click(within(ride).getByRole('button', { name: 'Zamknij' }));
    expect(await screen.findByRole('dialog', { name: 'Kurs' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?course=501');
  });

  it('shows the 1300 px layout with the settlement column to a manager on a wide screen', async () => {
    setScreenWidth(1400);
    renderCoursesWithDrawers([course], { initialEntry: '/course?course=501' });
    const drawer = await screen.findByRole('dialog', { name: 'Kurs' });
    expect(drawer).toHaveStyle({ width: '1300px' });
    expect(within(drawer).getByRole('heading', { name: 'Rozliczenie' })).toBeInTheDocument();
    expect(within(drawer).getByText('Rozliczenie będzie dostępne po zakończeniu kursu')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Rozliczenie' })).not.toBeInTheDocument();
  });

  it('gives a non-manager the Rozliczenie button that adds the settlement column', async () => {
    setScreenWidth(1400);
    const view = renderCoursesWithDrawers([course], {
      roles: ['ROLE_TRANSPORT_COMPANY'],
      initialEntry: '/course?course=501',
      // The settlement feature's drawer stands in as what the column hands it (settlement-slot.ts).
      slots: { TaxiSettlement: ({ courseId }) => <p>Rozliczenie kursu {courseId}</p> },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Kurs' });
    expect(drawer).toHaveStyle({ width: '900px' });
    expect(within(drawer).queryByRole('heading', { name: 'Rozliczenie' })).not.toBeInTheDocument();
    await view.user.click(within(drawer).getByRole('button', { name: 'Rozliczenie' }));
    expect(drawer).toHaveStyle({ width: '1300px' });
    expect(within(drawer).getByRole('heading', { name: 'Rozliczenie' })).toBeInTheDocument();
    expect(within(drawer).getByText('Rozliczenie kursu 501')).toBeInTheDocument();
  });

  it('is full width without the settlement column under 1300 px', async () => {
    setScreenWidth(1200);
    renderCoursesWithDrawers([course], { initialEntry: '/course?course=501' });
    const drawer = await screen.findByRole('dialog', { name: 'Kurs' });
    expect(drawer).toHaveStyle({ width: '100%' });
    expect(within(drawer).queryByRole('heading', { name: 'Rozliczenie' })).not.toBeInTheDocument();
  });

  it("names in 'Status' the column the viewer's list shows: 'Wymaga uwagi' for the company asked to accept", async () => {
    setScreenWidth(1400);
    const waiting = buildCourse({
      id: 502,
      status: 'in_progress',
      contractor,
      rides: [buildRide({ id: 803, status: 'waiting_for_transport_company_acceptance' })],
    });
    const company = { '@id': '/api/companies/2', id: 2, name: contractor.name, isTransportCompany: true };
    renderCoursesWithDrawers([waiting], {
      roles: ['ROLE_TRANSPORT_COMPANY'],
      user: { company },
      initialEntry: '/course?course=502',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Kurs' });
    expect(within(drawer).getByText('Wymaga uwagi')).toBeInTheDocument();
  });

  it("keeps 'W trakcie realizacji' for a dispatcher, for whom the ride waits in time", async () => {
    setScreenWidth(1400);
    const waiting = buildCourse({
      id: 503,
      status: 'in_progress',
      contractor,
      rides: [buildRide({ id: 804, status: 'waiting_for_transport_company_acceptance' })],
    });
    renderCoursesWithDrawers([waiting], { initialEntry: '/course?course=503' });
    const drawer = await screen.findByRole('dialog', { name: 'Kurs' });
    expect(within(drawer).getByText('W trakcie realizacji')).toBeInTheDocument();
    expect(within(drawer).queryByText('Wymaga uwagi')).toBeNull();
  });
});
