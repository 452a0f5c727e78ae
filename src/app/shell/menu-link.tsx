import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import { VISUALLY_HIDDEN } from '@/ui/visually-hidden';
import Tooltip from '@mui/material/Tooltip';

const BADGE_SX = {
  position: 'absolute',
  top: -6,
  left: 14,
  minWidth: 18,
  height: 18,
  px: 0.5,
  borderRadius: 9,
  bgcolor: 'error.main',
  color: 'error.contrastText',
  fontSize: 12,
  lineHeight: '18px',
  textAlign: 'center',
} as const;

interface MenuLinkProps {
  to?: string;
  label: string;
  icon: ReactElement;
  collapsed: boolean;
  nested?: boolean;
  /** A counter shown on the icon (0 or absent: none). */
  badge?: number;
  onClick?: () => void;
}

/** One menu row: a link (with aria-current on the active page) or a button; icon only when collapsed. */
export function MenuLink({ to, label, icon, collapsed, nested = false, badge = 0, onClick }: MenuLinkProps) {
  const counted = badge > 0 ? `${label} (nieprzeczytane: ${badge})` : label;
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit', position: 'relative' }}>
        {icon}
        {badge > 0 ? (
          // A plain dot with the count (not MUI's Badge: the shell's bytes count for every page).
          <Box component="span" aria-hidden sx={BADGE_SX}>
            {badge}
          </Box>
        ) : null}
      </ListItemIcon>
      {collapsed ? null : <ListItemText primary={label} />}
      {badge > 0 && !collapsed ? (
        <Box component="span" sx={VISUALLY_HIDDEN}>{` (nieprzeczytane: ${badge})`}</Box>
      ) : null}
    </>
  );
  const sx = {
    borderRadius: 2,
    mx: 1,
    pl: nested && !collapsed ? 4 : 2,
    '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
    '&.active:hover': { bgcolor: 'primary.dark' },
  };
  const button = to ? (
    <ListItemButton
      component={NavLink}
      to={to}
      onClick={onClick}
      aria-label={collapsed ? counted : undefined}
      sx={sx}
    >
      {content}
    </ListItemButton>
  ) : (
    <ListItemButton onClick={onClick} aria-label={collapsed ? counted : undefined} sx={sx}>
      {content}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {collapsed ? (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}
