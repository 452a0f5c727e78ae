import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { displayName, type User } from '@/api/user.schema';
import { BareUserPage } from './bare-user-page';

/**
 * The "different layout" of 'Lista noclegów' (administration.md §2.1; docs/spec-decisions.md row
 * 255): no menu, a bar with the title, the user, a way back to the application and 'Wyloguj', the
 * content centred below; still behind the login like every page.
 */
export function AccommodationsLayout({ children }: { children: (user: User) => ReactNode }) {
  return (
    <BareUserPage>
      {(user) => (
        <>
          <AppBar position="static" color="primary" elevation={0}>
            <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
              <Typography component="h1" variant="h6" sx={{ flex: 1, flexBasis: { xs: '100%', sm: 'auto' } }}>
                Lista noclegów
              </Typography>
              <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                {displayName(user)}
              </Typography>
              <Button color="inherit" component={RouterLink} to="/course" sx={{ ml: { xs: -1, sm: 0 } }}>
                Wróć do aplikacji
              </Button>
              <Button color="inherit" component={RouterLink} to="/logout">
                Wyloguj
              </Button>
            </Toolbar>
          </AppBar>
          <Box sx={{ maxWidth: 1200, mx: 'auto' }}>{children(user)}</Box>
        </>
      )}
    </BareUserPage>
  );
}
