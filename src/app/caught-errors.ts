/**
 * React 19 logs every error an error boundary catches with `console.error`. A refusal the screen
 * shows in its place (a 404 of a shared link to a course that is gone, a 403, the server out of
 * reach) is what the user is told, not a bug: only other errors are logged, so a journey or a
 * browser console that shows an error always means one (e2e/support/test.ts fails on them).
 * Recognised by shape (ApiError of src/api/api-error.ts), so the entry chunk stays small.
 */
export function isShownRefusal(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'ApiError') return false;
  const status = (error as Error & { status?: unknown }).status;
  return typeof status === 'number' && (status === 0 || (status >= 400 && status < 500));
}

/**
 * A lazily loaded part whose code could not be fetched because the browser is offline: its boundary
 * shows the page without it (src/ui/load-boundary.tsx), which is the connection's doing, not a bug.
 * Chromium, Firefox and Safari word the failure differently; online, the same failure is logged.
 */
export function isOfflineChunkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/.test(error.message) &&
    !navigator.onLine
  );
}

export function logCaughtError(error: unknown, info: { componentStack?: string }): void {
  if (isShownRefusal(error) || isOfflineChunkFailure(error)) return;
  console.error(error, info.componentStack ?? '');
}
