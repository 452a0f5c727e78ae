import { vi } from 'vitest';

/** jsdom has no matchMedia: answer width queries as a screen `width` px wide would. */
export function setScreenWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    const min = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
    const matches =
      (max !== undefined || min !== undefined) &&
      (max === undefined || width <= Number(max)) &&
      (min === undefined || width >= Number(min));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
