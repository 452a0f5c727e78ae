import { Link as RouterLink } from 'react-router';
import Fab from '@mui/material/Fab';
import AddIcon from '@mui/icons-material/Add';

/** Floating create button at the bottom right ('utwórz taksówkę' / 'utwórz kilometrówkę'). */
export function CreateFab({ to, label }: { to: string; label: string }) {
  return (
    <Fab
      component={RouterLink}
      to={to}
      variant="extended"
      color="primary"
      sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 'speedDial' }}
    >
      <AddIcon sx={{ mr: 1 }} aria-hidden="true" />
      {label}
    </Fab>
  );
}
