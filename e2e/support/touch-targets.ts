import { expect, type Locator } from '@playwright/test';

/** A finger's target on a phone (WCAG 2.5.5, Apple HIG): the theme's minimum on phones. */
export const TOUCH_TARGET = 44;

/** `button` is at least 44 px high and wide. */
export async function expectTouchTarget(button: Locator) {
  const box = await button.boundingBox();
  const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
  expect(box?.height, `height of '${name}'`).toBeGreaterThanOrEqual(TOUCH_TARGET);
  expect(box?.width, `width of '${name}'`).toBeGreaterThanOrEqual(TOUCH_TARGET);
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
