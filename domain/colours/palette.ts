/**
 * The theme colours of administration.md §9 and the darker shades of the same hues that carry small
 * text (issue 10): white on #007DFF is only 3.9:1, AA needs 4.5:1 for normal text. The spec's colours
 * stay where 3:1 is enough (the logo, the focus ring, the route on the map: large shapes and parts of
 * controls); text, filled buttons, chips and status bars use the shades, which are the theme's `main`.
 */

/** The spec's colours, as written in §9. */
export const BRAND = {
  primary: '#007DFF',
  error: '#F44336',
  warning: '#FF9800',
  success: '#4CAF50',
  info: '#2196F3',
} as const;

export type BrandColour = keyof typeof BRAND;

/**
 * Each spec colour with its hue and saturation kept and its lightness lowered until white text on it,
 * and it as text on the page background (#F5F7FA), reach 4.5:1. `info` is darker than it needs to be
 * so that the 'new' rides stay apart from the accepted ones (primary) on the course list.
 */
export const ACCESSIBLE = {
  primary: '#0064CC',
  error: '#DC1A0C',
  warning: '#A16000',
  success: '#367D39',
  info: '#085491',
} as const satisfies Record<BrandColour, string>;

/** The page background of the theme (behind cards and text buttons). */
export const PAGE_BACKGROUND = '#F5F7FA';

/** Greys and the two extra status hues, already dark enough for white text. */
export const GREY = '#707070';
export const DARK_GREEN = '#1B5E20';
export const PURPLE = '#7B1FA2';
