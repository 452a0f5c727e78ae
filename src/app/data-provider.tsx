import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import NoticeSnackbar from '@/ui/notice/notice-snackbar';
import { provideNoticeView } from '@/ui/notice/notice-provider';
import { getQueryClient } from './query-client';

// Every route with data is part of the shell: its notices come with it, never as a later download.
provideNoticeView(NoticeSnackbar);

/** React Query for the routes that use it (the main layout, logout, password reset). */
export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
