import Box from '@mui/material/Box';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { displayName, type User } from '@/api/user.schema';

/** Slim bar under the app bar while an impersonator previews another user. */
export function ImpersonationBar({ user }: { user: User }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        height: 32,
        px: 2,
        bgcolor: 'info.main',
        color: 'info.contrastText',
        fontSize: 14,
        fontWeight: 500,
      }}
    >
      <VisibilityIcon fontSize="small" aria-hidden="true" />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        Tryb podglądu: {displayName(user)}
      </Box>
    </Box>
  );
}
