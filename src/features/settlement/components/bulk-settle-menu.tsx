import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { BULK_SETTLE_MESSAGES, offersBulkSettle } from '@domain/courses/bulk-settle';
import type { PermissionUser } from '@domain/courses/course-permissions';
import type { CourseStatusColumn } from '@domain/courses/status-columns';
import { useNotice } from '@/ui/notice/notice-context';
import { useBulkSettle } from '../api/bulk-settle';

interface BulkSettleMenuProps {
  column: CourseStatusColumn;
  label: string;
  /** Courses in the column (undefined while loading). */
  total: number | undefined;
  user: PermissionUser;
}

/**
 * A course list column's context menu (the route composes it into the list): shown only when it has an
 * action for this user and column, today the bulk acceptance for settlement of 'Zakończone' (§2).
 */
export function BulkSettleMenu({ column, label, total, user }: BulkSettleMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const settle = useBulkSettle();
  const notice = useNotice();
  if (!offersBulkSettle(column, user, total)) return null;

  const confirm = () => {
    settle.mutate(undefined, {
      onSuccess: (result) =>
        result.settled > 0 ? notice.success(result.message) : notice.info(result.message),
      onError: (error) => notice.error(error),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={`Menu kolumny ${label}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          Zaakceptuj wszystkie do rozliczenia
        </MenuItem>
      </Menu>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="bulk-settle-title"
        slotProps={{ paper: { sx: { width: 320 } } }}
      >
        <DialogTitle id="bulk-settle-title">{BULK_SETTLE_MESSAGES.confirm}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={settle.isPending}>
            Nie
          </Button>
          <Button variant="contained" onClick={confirm} loading={settle.isPending}>
            Tak, zaakceptuj
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
