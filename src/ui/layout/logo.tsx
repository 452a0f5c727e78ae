import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND } from '@domain/colours/palette';

/** The brand blue of §9 itself: a logo is not text, 3:1 is enough (WCAG 1.4.11). */
const BLUE = BRAND.primary;

/** The Kursownik wordmark: a route mark in a rounded square and the name. */
export function Logo({ size = 40, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={{ width: size, height: size, flexShrink: 0 }}
      >
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : BLUE} />
        <path
          d="M9 22.5c3.5 0 3.5-13 7-13s3.5 13 7 13"
          fill="none"
          stroke={inverted ? BLUE : '#fff'}
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <circle cx="9" cy="22.5" r="2.4" fill={inverted ? BLUE : '#fff'} />
        <circle cx="23" cy="22.5" r="2.4" fill={inverted ? BLUE : '#fff'} />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size * 0.6,
          letterSpacing: '-0.02em',
          color: inverted ? '#fff' : 'text.primary',
        }}
      >
        Kursownik
      </Typography>
    </Box>
  );
}
