import { Outlet } from 'react-router';
import { AppProviders } from '../providers';

/**
 * Every route but the login page and the route error: MUI's theme, baseline and the notices come with
 * the first page that uses MUI, loaded beside that page's own chunk (ADR 013), not with the entry.
 */
export function Component() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
