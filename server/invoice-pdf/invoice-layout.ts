/** The invoice page: A4 portrait (595.28 × 841.89 pt), 40 pt margins, a footer line at the bottom. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 40;
export const CONTENT_LEFT = MARGIN;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const PAGE_TOP = MARGIN;
/** Where the footer ('Strona 1 z 2') sits; the content stops above it. */
export const FOOTER_TOP = PAGE_HEIGHT - MARGIN + 10;
export const PAGE_BOTTOM = PAGE_HEIGHT - MARGIN;
