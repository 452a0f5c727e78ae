import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface LoadMoreProps {
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * Infinite scroll: a sentinel asks for the next page when it comes into view; the button is the
 * fallback for browsers without IntersectionObserver and for keyboard users.
 */
export function LoadMore({ loading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ loading, onLoadMore });

  useEffect(() => {
    latest.current = { loading, onLoadMore };
  }, [loading, onLoadMore]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !latest.current.loading)
          latest.current.onLoadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <Button
        variant="outlined"
        onClick={onLoadMore}
        disabled={loading}
        startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : null}
      >
        Wczytaj więcej
      </Button>
    </Box>
  );
}
