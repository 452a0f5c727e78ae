import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { plPL } from '@mui/x-date-pickers/locales';

// Polish everywhere dayjs formats (month names, week starting on Monday).
dayjs.locale('pl');

const localeText = plPL.components.MuiLocalizationProvider.defaultProps.localeText;

export function DateProviders({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pl" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
