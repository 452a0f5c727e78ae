import { Link as RouterLink, NavLink, useOutlet } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { SETTINGS_OPTIONS, type SettingsMenuUser as MenuUser } from './settings-options';

/** A link of the settings menu to a page outside /settings (e.g. 'Moja firma', issue 12 row 191). */
export interface SettingsLink {
  to: string;
  label: string;
  description: string;
}

function SettingsMenu({ links, user }: { links: readonly SettingsLink[]; user: MenuUser | undefined }) {
  return (
    <Paper variant="outlined" component="nav" aria-label="Opcje ustawień">
      <List disablePadding>
        {SETTINGS_OPTIONS.filter((option) => !option.shownTo || (user && option.shownTo(user))).map(
          (option) => (
            <ListItem key={option.path} disablePadding divider>
              <ListItemButton
                component={NavLink}
                to={`/settings/${option.path}`}
                sx={{
                  '&.active': { bgcolor: 'action.selected', borderLeft: 3, borderColor: 'primary.main' },
                }}
              >
                <ListItemText primary={option.label} secondary={option.description} />
              </ListItemButton>
            </ListItem>
          ),
        )}
        {links.map((link) => (
          <ListItem key={link.to} disablePadding divider>
            <ListItemButton component={RouterLink} to={link.to}>
              <ListItemText primary={link.label} secondary={link.description} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/**
 * /settings: on a desktop the option list on the left and the chosen page on the right
 * ('Wybierz opcję z menu' until one is chosen); on a phone the list, then the page with a way back.
 */
export function SettingsLayout({ links = [], user }: { links?: readonly SettingsLink[]; user?: MenuUser }) {
  const outlet = useOutlet();
  return (
    <Box
      sx={{
        p: { xs: 2, md: 3 },
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 720px)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: { xs: outlet ? 'none' : 'block', md: 'block' } }}>
        <SettingsMenu links={links} user={user} />
      </Box>
      <Box sx={{ display: { xs: outlet ? 'block' : 'none', md: 'block' } }}>
        {outlet ? (
          <>
            <Button
              component={RouterLink}
              to="/settings"
              startIcon={<ArrowBackIcon />}
              sx={{ display: { md: 'none' }, mb: 1 }}
            >
              Wszystkie ustawienia
            </Button>
            {outlet}
          </>
        ) : (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            <Typography>Wybierz opcję z menu</Typography>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
