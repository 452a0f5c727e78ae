import { expect, type Page } from '@playwright/test';

/**
 * What sticks out of the screen sideways (issue 31): the page scrolling wider than the window, and
 * any visible element reaching past the window's right edge that no sideways-scrolling box holds (a
 * table cut off in a phone drawer, a column 'Utwórz' cannot be reached in). Visually hidden text
 * (clipped to 1 px, as MUI's and the screen-reader labels are) takes no room and is left out, and so
 * do the shapes inside a drawing, which the drawing cuts.
 * Returns one line per element, at most eight.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width + 1) found.push(`the page is ${scrollWidth} px wide`);
    const scrollsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth;
    };
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const classes = Array.from(element.classList)
        .filter((name) => !name.startsWith('css-'))
        .slice(0, 2);
      return `${element.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')} '${name}'`;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      // A drawing's own shapes (a map's country outline) are cut by the drawing: its box is what counts.
      if (element instanceof SVGElement && element.ownerSVGElement !== null) continue;
      // A progress bar's moving stripe slides through the bar, which cuts it: not content (it reached
      // 392 px on a 390 px phone once, in mid-slide).
      if (element.parentElement?.closest('[role="progressbar"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || box.right <= width + 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // Reported once: at the outermost element that sticks out, not each of its children.
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 1) continue;
      let holder = element.parentElement;
      while (holder && holder !== document.body && !scrollsSideways(holder)) holder = holder.parentElement;
      if (holder && holder !== document.body) continue;
      found.push(`${describe(element)} ends at ${Math.round(box.right)} px`);
      if (found.length >= 8) break;
    }
    return found;
  });
}

/** Fails when anything of the screen sticks out sideways at the current size. */
export async function expectNoHorizontalOverflow(page: Page, label: string) {
  const size = page.viewportSize();
  expect(
    await horizontalOverflow(page),
    `sideways overflow of '${label}' at ${size?.width ?? '?'} px`,
  ).toEqual([]);
}
