import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { plPL } from '@mui/x-date-pickers/locales';

// Polish everywhere dayjs formats (month names, week starting on Monday).
dayjs.locale('pl');

/**
 * MUI X's Polish texts, with the empty field's placeholders in Polish too ('DD.MM.RRRR', 'gg:mm'):
 * MUI leaves them as the English 'DD/MM/YYYY' letters.
 */
const localeText = {
  ...plPL.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldDayPlaceholder: () => 'DD',
  fieldMonthPlaceholder: ({ contentType }: { contentType: string }) =>
    contentType === 'letter' ? 'MMMM' : 'MM',
  fieldYearPlaceholder: ({ digitAmount }: { digitAmount: number }) => 'R'.repeat(digitAmount),
  fieldHoursPlaceholder: () => 'gg',
  fieldMinutesPlaceholder: () => 'mm',
};

export function DateProviders({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pl" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
