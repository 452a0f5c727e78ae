import '@/ui/plain/plain.css';

/**
 * Thin bar at the top while a route (and its chunk) loads: MUI's indeterminate LinearProgress as drawn
 * by plain.css, since it shows on the way from the login page, before MUI is loaded (ADR 013).
 */
export default function NavigationProgress() {
  return <div role="progressbar" aria-label="Wczytywanie strony" className="plain-progress" />;
}
