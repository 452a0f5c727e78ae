import { expect, type Locator } from '@playwright/test';

/** A finger's target on a phone (WCAG 2.5.5, Apple HIG): the theme's minimum on phones. */
export const TOUCH_TARGET = 44;

/** The least any phone target may be, for links and chips beside the main actions (WCAG 2.2 2.5.8). */
export const MIN_TARGET = 24;

/**
 * `target` is at least `size` px high and wide (44 unless told: a main action), and a tap that far
 * from its centre still reaches it: a box clipped by an ancestor's overflow, or covered, is not a target.
 */
export async function expectTouchTarget(target: Locator, size = TOUCH_TARGET) {
  const box = await target.boundingBox();
  const name = (await target.getAttribute('aria-label')) ?? (await target.textContent());
  expect(box?.height, `height of '${name}'`).toBeGreaterThanOrEqual(size);
  expect(box?.width, `width of '${name}'`).toBeGreaterThanOrEqual(size);
  const missed = await target.evaluate(
    (element, reach) => {
      // In the middle of the screen: not under the app bar or the 'utwórz' button floating at the bottom.
      element.scrollIntoView({ block: 'center' });
      const { left, top, width, height } = element.getBoundingClientRect();
      const [x, y] = [left + width / 2, top + height / 2];
      const edges = [
        [x, y - reach],
        [x, y + reach],
        [x - reach, y],
        [x + reach, y],
      ];
      return edges.filter(([px = 0, py = 0]) => !element.contains(document.elementFromPoint(px, py)));
    },
    size / 2 - 1,
  );
  expect(missed, `taps ${size / 2 - 1} px from the centre of '${name}' that miss it`).toEqual([]);
}

/** Every visible button inside `scope` is a touch target. */
export async function expectTouchTargets(scope: Locator) {
  const buttons = scope.getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index);
    if (await button.isVisible()) await expectTouchTarget(button);
  }
}

/** Every link inside `scope` is at least 24 x 24 px (WCAG 2.2 2.5.8); `scope` holds at least one. */
export async function expectLinkTargets(scope: Locator) {
  const links = scope.getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) await expectTouchTarget(link, MIN_TARGET);
}
