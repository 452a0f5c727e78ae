import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';

interface MenuLinkProps {
  to?: string;
  label: string;
  icon: ReactElement;
  collapsed: boolean;
  nested?: boolean;
  onClick?: () => void;
}

/** One menu row: a link (with aria-current on the active page) or a button; icon only when collapsed. */
export function MenuLink({ to, label, icon, collapsed, nested = false, onClick }: MenuLinkProps) {
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{icon}</ListItemIcon>
      {collapsed ? null : <ListItemText primary={label} />}
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
      aria-label={collapsed ? label : undefined}
      sx={sx}
    >
      {content}
    </ListItemButton>
  ) : (
    <ListItemButton onClick={onClick} aria-label={collapsed ? label : undefined} sx={sx}>
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
