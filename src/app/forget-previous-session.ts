/** Whatever was cached for a previous session must not show for the one that starts now. */
export async function forgetPreviousSession(): Promise<void> {
  const { getQueryClient } = await import('./query-client');
  getQueryClient().clear();
}
