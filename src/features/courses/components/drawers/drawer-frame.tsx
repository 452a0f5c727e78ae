import { useId, type ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

interface DrawerFrameProps {
  title: string;
  open: boolean;
  onClose: () => void;
  /** CSS width of the paper, e.g. 600 or '100%'. */
  width: number | string;
  actions?: ReactNode;
  /** Shown above the content, e.g. a failed refresh of the course. */
  notice?: ReactNode;
  children: ReactNode;
}

/** Right-hand drawer with a titled header and 'Zamknij'; Escape and the backdrop close it too. */
export function DrawerFrame({ title, open, onClose, width, actions, notice, children }: DrawerFrameProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // The shell's app bar sits above the sidebar drawer (drawer + 1); a modal drawer must cover it,
      // or its header with the title, actions and 'Zamknij' hides underneath.
      sx={{ zIndex: 'modal' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width, maxWidth: '100vw' },
        },
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" noWrap sx={{ minWidth: 0 }}>
          {title}
        </Typography>
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
          {actions}
          <IconButton aria-label="Zamknij" onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
      </Box>
      {notice}
      <Box sx={{ flex: 1, overflowY: 'auto' }}>{children}</Box>
    </Drawer>
  );
}
