import { expect, test } from './support/test';
import { apiSession, courseIris, createTaxiCourse, taxiCourse } from './support/course-api';
import { expectAccessibleScreen } from './support/axe';
import { signInAndLand } from './support/session';

// Issue #3 budget: the course list keeps fewer than 800 DOM nodes however far the user scrolls. It
// counts the page's own content (#main-content): the shell's menu grows with every new screen.
const COURSES = 300;
const DOM_BUDGET = 800;

test('the course list stays under 800 DOM nodes after scrolling through 300 courses', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInAndLand(page, 'dyspozytor');
  const token = apiSession(request, 'dyspozytor');
  const iris = await courseIris(request, await token());
  for (let index = 0; index < COURSES; index += 1) {
    await createTaxiCourse(
      request,
      await token(),
      taxiCourse(iris, `DLUGA/${String(index).padStart(4, '0')}`, '2031-05-04'),
    );
  }

  await page.goto('/course');
  // The column's list is the feed named after it (the column is the region); it scrolls in its parent.
  const feed = page.getByRole('feed', { name: 'Wymaga uwagi' });
  const scroller = feed.locator('xpath=..');
  const rides = feed.getByRole('region', { name: /^Przejazd DLUGA\/\d{4}$/ });
  await expect(feed.getByRole('region', { name: 'Przejazd DLUGA/0299' })).toBeVisible();
  let seen = 0;
  let most = 0;
  for (let step = 0; step < 400 && seen < COURSES; step += 1) {
    // One screen down, then two frames: the virtualiser re-renders on the frame after the scroll.
    await scroller.evaluate(
      (element) =>
        new Promise<void>((done) => {
          element.scrollBy(0, element.clientHeight);
          requestAnimationFrame(() => requestAnimationFrame(() => done()));
        }),
    );
    const labels = await rides.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('aria-label') ?? ''),
    );
    const lowest = Math.min(...labels.map((label) => Number(label.slice(-4))));
    seen = Math.max(seen, COURSES - lowest);
    const nodes = await page.evaluate(() => document.querySelectorAll('#main-content *').length);
    expect(nodes).toBeLessThan(DOM_BUDGET);
    most = Math.max(most, nodes);
  }
  console.log(`course list: at most ${most} DOM nodes in #main-content while scrolling`);
  expect(seen).toBeGreaterThanOrEqual(COURSES);
  await expectAccessibleScreen(page, 'course-list-scrolled');
});
