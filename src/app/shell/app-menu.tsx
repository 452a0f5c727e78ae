import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { menuFor, type MenuUser } from '@domain/auth/menu';
import { menuIcon } from './menu-icons';
import { MenuLink } from './menu-link';

export interface AppMenuProps {
  user: MenuUser;
  /** Menu keys whose pages exist. */
  available: ReadonlySet<string>;
  impersonating: boolean;
  /** Counters beside entries, by menu key (the unread employee requests). */
  badges?: Readonly<Record<string, number>>;
  collapsed?: boolean;
  onNavigate?: () => void;
  onLeavePreview: () => void;
}

/**
 * The menu of administration.md §2.3: entries by role, then Ustawienia and Wyloguj, or for a
 * previewed session only 'Opuść tryb podglądu'.
 */
export function AppMenu({
  user,
  available,
  badges = {},
  impersonating,
  collapsed = false,
  onNavigate,
  onLeavePreview,
}: AppMenuProps) {
  const entries = menuFor(user, available);
  return (
    <Box
      component="nav"
      aria-label="Menu główne"
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, py: 1 }}
    >
      <List sx={{ display: 'grid', gap: 0.5 }}>
        {entries.map((entry) =>
          entry.children ? (
            <li key={entry.key}>
              <List
                aria-label={entry.label}
                subheader={
                  collapsed ? undefined : (
                    <ListSubheader disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                      {entry.label}
                    </ListSubheader>
                  )
                }
                sx={{ display: 'grid', gap: 0.5 }}
              >
                {entry.children.map((child) => (
                  <MenuLink
                    key={child.key}
                    to={child.path}
                    label={child.label}
                    icon={menuIcon(child.key)}
                    collapsed={collapsed}
                    nested
                    onClick={onNavigate}
                  />
                ))}
              </List>
            </li>
          ) : (
            <MenuLink
              key={entry.key}
              to={entry.path}
              label={entry.label}
              icon={menuIcon(entry.key)}
              collapsed={collapsed}
              badge={badges[entry.key]}
              onClick={onNavigate}
            />
          ),
        )}
      </List>
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <List sx={{ display: 'grid', gap: 0.5 }}>
        {impersonating ? (
          <MenuLink
            label="Opuść tryb podglądu"
            icon={<VisibilityOffIcon />}
            collapsed={collapsed}
            onClick={onLeavePreview}
          />
        ) : (
          <>
            <MenuLink
              to="/settings"
              label="Ustawienia"
              icon={<SettingsIcon />}
              collapsed={collapsed}
              onClick={onNavigate}
            />
            <MenuLink
              to="/logout"
              label="Wyloguj"
              icon={<LogoutIcon />}
              collapsed={collapsed}
              onClick={onNavigate}
            />
          </>
        )}
      </List>
    </Box>
  );
}
