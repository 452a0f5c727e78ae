import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLogout } from '../api/logout';

/** `/logout`: revokes the session, clears local state and goes to the login page. */
export function LogoutPage() {
  const navigate = useNavigate();
  const { mutate } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode mounts effects twice; the refresh-token family must be revoked only once.
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  }, [mutate, navigate]);

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Wylogowywanie" />
    </Box>
  );
}
