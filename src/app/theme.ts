import { createTheme } from '@mui/material/styles';
import { plPL } from '@mui/material/locale';

/** Phones: a finger needs 44 px (WCAG 2.5.5, Apple HIG); desktop keeps MUI's compact sizes. */
const PHONE = '@media (max-width:599.95px)';
const TOUCH_TARGET = 44;

/** Colours of administration.md §9. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#007DFF' },
      error: { main: '#F44336' },
      warning: { main: '#FF9800' },
      success: { main: '#4CAF50' },
      info: { main: '#2196F3' },
      background: { default: '#F5F7FA' },
    },
    shape: { borderRadius: 8 },
    typography: { button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: '2px solid #007DFF', outlineOffset: 2 } },
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
