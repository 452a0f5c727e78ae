import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { NoticeProvider } from '@/ui/notice/notice-provider';
import { theme } from './theme';

/**
 * Providers every route needs. React Query (`data-provider.tsx`) and the date pickers'
 * LocalizationProvider (`date-providers.tsx`) come with the routes that use them, so the login
 * route downloads neither.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NoticeProvider>{children}</NoticeProvider>
    </ThemeProvider>
  );
}
