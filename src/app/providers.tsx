import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { NoticeProvider } from '@/ui/notice/notice-provider';
import { FeatureSlots } from './feature-slots';
import { reducedMotionTheme, theme } from './theme';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * Providers of every MUI page, mounted by the themed layout route (`routes/themed-layout-route.tsx`):
 * the login page and the route error are drawn without MUI (ADR 013), so the entry loads none of it. React Query (`data-provider.tsx`) comes with the routes that use it,
 * and the date pickers' LocalizationProvider (`ui/form/date-providers.tsx`) with each picker, so the
 * login route downloads neither and the course list no picker code.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ThemeProvider theme={reducedMotion ? reducedMotionTheme : theme}>
      <CssBaseline />
      <NoticeProvider>
        <FeatureSlots>{children}</FeatureSlots>
      </NoticeProvider>
    </ThemeProvider>
  );
}
