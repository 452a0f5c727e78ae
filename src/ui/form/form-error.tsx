import { lazy, Suspense, type ComponentType } from 'react';
import type { AlertProps } from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { preload } from '@/lib/preload';

/** Set once the chunk is in, so a preloaded Alert renders at once instead of flashing the fallback. */
let loadedAlert: ComponentType<AlertProps> | null = null;
const loadAlert = () =>
  import('@mui/material/Alert').then((module) => {
    loadedAlert = module.default;
    return module;
  });
const LazyAlert = lazy(loadAlert);

/** Starts loading the Alert before an error can happen (e.g. on the first focus of the form). */
export function preloadFormError(): void {
  preload(loadAlert);
}

/**
 * The error above a form (role=alert). The Alert component is loaded lazily, which keeps it out of
 * the login route's first paint; until it arrives the same text shows in the error colour.
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  const fallback = (
    <Typography role="alert" color="error" sx={{ mb: 1, py: 0.75 }}>
      {message}
    </Typography>
  );
  const Alert = loadedAlert ?? LazyAlert;
  return (
    <Suspense fallback={fallback}>
      <Alert severity="error" role="alert" sx={{ mb: 1 }}>
        {message}
      </Alert>
    </Suspense>
  );
}
