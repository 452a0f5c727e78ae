import { visuallyHidden } from '@mui/utils';

/**
 * Text for screen readers only, drawn nowhere: MUI's `visuallyHidden`, pinned to the corner of its
 * containing block. Without top and left an absolute box sits at its static position, which in a
 * right-aligned table cell ('Akcje') lay about 1 300 px past the table and made every list scroll
 * sideways into an empty page (issue 31).
 */
export const VISUALLY_HIDDEN = { ...visuallyHidden, top: 0, left: 0 } as const;
