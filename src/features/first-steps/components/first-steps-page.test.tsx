import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildFirstSteps, firstStepsHandler } from '@mocks/first-steps';
import { hydraError } from '@mocks/handlers';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';
import { FIRST_STEP_TEXTS } from '../first-step-texts';
import { FirstStepsPage, FIRST_STEPS_TEXTS } from './first-steps-page';

// The files of a worker share globals (isolate: false): a phone width left stubbed made the next
// file's desktop table a phone list (users-list.test.tsx failed so in full runs).
afterEach(() => {
  vi.unstubAllGlobals();
});
import { STEP_STATE } from './first-step-item';

/** The step's list item, found by its numbered heading. */
function step(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: new RegExp(`^\\d+\\. ${title}$`) });
  const item = heading.closest('li');
  if (!item) throw new Error(title);
  return item;
}

const render = () =>
  renderWithRouter(<FirstStepsPage />, {
    path: '/first-steps',
    routes: [{ path: '*', element: <p>Strona docelowa</p> }],
  });

describe("'Pierwsze kroki'", () => {
  it('on an empty installation shows every step to do, with its page, and 0 of 10 done', async () => {
    server.use(firstStepsHandler(buildFirstSteps(false)));
    render();
    expect(await screen.findByText(FIRST_STEPS_TEXTS.progress(0, 10))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Zrobiono 0 z 10 kroków' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const steps = within(screen.getByRole('list', { name: 'Kroki' })).getAllByRole('listitem');
    expect(steps).toHaveLength(10);
    for (const item of steps) expect(item).toHaveTextContent(STEP_STATE.open);
    expect(
      within(step('Firma kolejowa')).getByRole('link', { name: 'Dodaj firmę kolejową' }),
    ).toHaveAttribute('href', '/companies/create');
    const links = Object.values(FIRST_STEP_TEXTS).map((text) => [text.action, text.to]);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      links,
    );
    expect(screen.queryByText(FIRST_STEPS_TEXTS.allDone)).not.toBeInTheDocument();
  });

  it('marks the steps done in words beside the check, and counts them', async () => {
    server.use(
      firstStepsHandler(
        buildFirstSteps(false, { railwayCompany: true, transportCompany: true, contractorLink: true }),
      ),
    );
    render();
    expect(await screen.findByText('Zrobiono 3 z 10 kroków')).toBeInTheDocument();
    expect(step('Firma kolejowa')).toHaveTextContent(STEP_STATE.done);
    expect(step('Powiązanie firm i stawki')).toHaveTextContent(STEP_STATE.done);
    expect(step('Użytkownicy')).toHaveTextContent(STEP_STATE.open);
    expect(step('Pierwszy kurs')).toHaveTextContent(STEP_STATE.open);
  });

  it("leads the groups step to the groups tab of 'Pasażerowie', which an administrator keeps (rows 660, 700)", async () => {
    server.use(firstStepsHandler(buildFirstSteps(false)));
    const { user, router } = render();
    await screen.findByText(FIRST_STEPS_TEXTS.progress(0, 10));
    const groups = step('Grupy pracownicze');
    expect(groups).toHaveTextContent('Dodaj grupę pracowniczą firmy kolejowej z jej stawkami.');
    await user.click(within(groups).getByRole('link', { name: 'Przejdź do grup pracowniczych' }));
    expect(router.state.location.pathname).toBe('/passengers');
    expect(router.state.location.search).toBe('?tab=groups');
  });

  it('says when everything is done', async () => {
    server.use(firstStepsHandler(buildFirstSteps(true)));
    render();
    expect(await screen.findByText(FIRST_STEPS_TEXTS.allDone)).toBeInTheDocument();
    expect(screen.getByText('Zrobiono 10 z 10 kroków')).toBeInTheDocument();
  });

  it('shows a placeholder while loading, then the refusal with a retry that asks again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/first_steps', () => {
        calls += 1;
        return calls === 1
          ? hydraError(403, 'Brak uprawnień do wykonania tej operacji')
          : HttpResponse.json(buildFirstSteps(false, { places: true }));
      }),
    );
    const { user } = render();
    expect(screen.getByRole('status', { name: FIRST_STEPS_TEXTS.loading })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Brak uprawnień do wykonania tej operacji');
    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Zrobiono 1 z 10 kroków')).toBeInTheDocument();
  });

  it('reaches each step by the keyboard and opens its page with Enter, on a phone too', async () => {
    setScreenWidth(390);
    server.use(firstStepsHandler(buildFirstSteps(false)));
    const { user, router } = render();
    await screen.findByText(FIRST_STEPS_TEXTS.progress(0, 10));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dodaj firmę kolejową' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dodaj firmę transportową' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/companies/create');
  });
});
