import type { ReactNode } from 'react';
import '@/lib/dayjs-polish';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { plPL } from '@mui/x-date-pickers/locales';

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

/**
 * MUI X's LocalizationProvider for the pickers, in Polish. It wraps each component with a picker (the
 * stop time fields, the filter drawer), not the shell: pages without a picker (the course list) do not
 * load MUI X's adapter and locale.
 */
export function DateProviders({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pl" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
