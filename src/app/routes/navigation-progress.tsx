import LinearProgress from '@mui/material/LinearProgress';

/** Thin bar at the top while a route (and its chunk) loads. */
export default function NavigationProgress() {
  return (
    <LinearProgress
      aria-label="Wczytywanie strony"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}
