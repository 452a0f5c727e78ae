import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildFirstSteps, firstStepsHandler } from '@mocks/first-steps';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import FirstStepsOffer, { FIRST_STEPS_OFFER } from './first-steps-offer';

const render = () =>
  renderWithRouter(<FirstStepsOffer />, {
    path: '/course',
    routes: [{ path: '/first-steps', element: <p>Lista kroków</p> }],
  });

describe("the course list's offer of 'Pierwsze kroki'", () => {
  it('is shown while no course exists, with the count, and leads to the steps', async () => {
    server.use(firstStepsHandler(buildFirstSteps(false, { railwayCompany: true })));
    const { user } = render();
    expect(await screen.findByText(FIRST_STEPS_OFFER.text(1, 10))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: FIRST_STEPS_OFFER.action }));
    expect(await screen.findByText('Lista kroków')).toBeInTheDocument();
  });

  it('is not shown once a course exists, even with steps left', async () => {
    server.use(firstStepsHandler(buildFirstSteps(false, { course: true })));
    const { queryClient } = render();
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(screen.queryByText(FIRST_STEPS_OFFER.title)).not.toBeInTheDocument();
  });

  it('stays quiet when the steps cannot be read', async () => {
    server.use(http.get('*/api/first_steps', () => new HttpResponse(null, { status: 500 })));
    const { queryClient } = render();
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
