import { expect, type Locator, type Page } from '@playwright/test';

/** Describes the focused element for a failure message: tag, role, name or text. */
function describeFocus(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()} role=${element.getAttribute('role') ?? '-'}> ${name}`;
  });
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, as a keyboard user walks the
 * page; fails when it is not reached within `max` presses, naming where the focus ended up.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(
    target,
    `not reached by ${max} Tab presses; focus is on ${await describeFocus(page)}`,
  ).toBeFocused({
    timeout: 1,
  });
}

/** The focused control shows a focus ring (WCAG 2.4.7): an outline of at least 2 px, not 'none'. */
export async function expectFocusRing(control: Locator) {
  await expect(control).toBeFocused();
  const outline = await control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style, 'outline style of the focused control').not.toBe('none');
  expect(outline.width, 'outline width of the focused control').toBeGreaterThanOrEqual(2);
}
