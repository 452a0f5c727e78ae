import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Tooltip from '@mui/material/Tooltip';

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
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
        {badge > 0 ? (
          <Badge badgeContent={badge} color="error" aria-hidden>
            {icon}
          </Badge>
        ) : (
          icon
        )}
      </ListItemIcon>
      {collapsed ? null : <ListItemText primary={label} />}
      {badge > 0 && !collapsed ? (
        <Box component="span" sx={visuallyHidden}>{` (nieprzeczytane: ${badge})`}</Box>
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
