import { createTheme } from '@mui/material/styles';
import { plPL } from '@mui/material/locale';
import { ACCESSIBLE, BRAND, PAGE_BACKGROUND } from '@domain/colours/palette';

/** Phones: a finger needs 44 px (WCAG 2.5.5, Apple HIG); desktop keeps MUI's compact sizes. */
const PHONE = '@media (max-width:599.95px)';
const TOUCH_TARGET = 44;

/** A spec colour as `light`, its AA shade as `main` (text, fills) and white text on it. */
const tone = (name: keyof typeof BRAND) => ({
  main: ACCESSIBLE[name],
  light: BRAND[name],
  contrastText: '#fff',
});

/**
 * Colours of administration.md §9, kept as the `light` tokens; `main` is the darker shade of the same
 * hue that small text and filled controls need for WCAG AA (domain/colours/palette.ts, issue 10).
 */
export const theme = createTheme(
  {
    palette: {
      primary: tone('primary'),
      error: tone('error'),
      warning: tone('warning'),
      success: tone('success'),
      info: tone('info'),
      background: { default: PAGE_BACKGROUND },
      // MUI picks white or dark text on a colour by this ratio: AA for normal text, not MUI's 3.
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 8 },
    typography: { button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      // A visible focus ring for the keyboard (2.4.7): the brand blue reaches 3:1 on white and the page;
      // on the blue app bar it is white.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${BRAND.primary}`, outlineOffset: 2 } },
        },
      },
      MuiAppBar: { styleOverrides: { root: { '& .Mui-focusVisible': { outlineColor: '#fff' } } } },
      MuiLink: {
        styleOverrides: {
          root: {
            '&:focus-visible': { outline: `2px solid ${BRAND.primary}`, outlineOffset: 2, borderRadius: 2 },
            // A phone or passenger link in 12 px caption text is 14 px high: padding grows the target to
            // 24 px (WCAG 2.2 2.5.8). An inline link's vertical padding does not move the lines around it.
            [PHONE]: { paddingBlock: 6 },
          },
        },
      },
      // The cross that removes a filter chip is 16 px (22 px on a medium chip): on phones padding makes it
      // 24 px, and the margins shrink by as much, so the cross stays where it was drawn.
      MuiChip: {
        styleOverrides: {
          root: {
            [PHONE]: {
              '& .MuiChip-deleteIcon': { boxSizing: 'content-box', padding: 1, margin: '0 4px 0 -7px' },
              '&.MuiChip-sizeSmall .MuiChip-deleteIcon': { padding: 4, margin: '0 0 0 -8px' },
            },
          },
        },
      },
      // MUI's default avatar is light grey with off-white initials (1.75:1): a darker grey carries them.
      // The hint under a read-only field still tells something (why it is locked, what an empty value
      // means): MUI greys it with the disabled field to 2.7:1; it keeps the secondary text colour.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
      MuiButton: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET } } } },
      MuiFab: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET } } } },
      MuiIconButton: {
        styleOverrides: {
          // Not the icons inside a field (the clear and open arrows of a picker): the field is the target.
          root: {
            [PHONE]: {
              '&:not(.MuiAutocomplete-clearIndicator):not(.MuiAutocomplete-popupIndicator):not(.MuiInputAdornment-root *)':
                { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET },
            },
          },
        },
      },
    },
  },
  plPL,
);

/** Every MUI duration, zero: a transition that is not drawn must not keep its element either. */
const NO_DURATION = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The theme for a system that asks for less motion (WCAG 2.3.3): dialogs, menus and drawers appear and
 * go at once and buttons do not ripple. The journeys' browser asks for it too (playwright.config.ts),
 * so no step waits for a slide and axe never measures a half-faded colour (issue 30).
 */
export const reducedMotionTheme = createTheme(theme, {
  transitions: { create: () => 'none', duration: NO_DURATION },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});
