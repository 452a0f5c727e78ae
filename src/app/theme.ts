import { createTheme } from '@mui/material/styles';
import { plPL } from '@mui/material/locale';

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
    },
  },
  plPL,
);
