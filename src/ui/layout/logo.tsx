import { BRAND } from '@domain/colours/palette';

/** The brand blue of §9 itself: a logo is not text, 3:1 is enough (WCAG 1.4.11). */
const BLUE = BRAND.primary;

/**
 * The Kursownik wordmark: a route mark in a rounded square and the name. Inline styles, no MUI: the
 * login page shows it before MUI is loaded (ADR 013).
 */
export function Logo({ size = 40, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg
        viewBox="0 0 32 32"
        aria-hidden="true"
        style={{ display: 'block', width: size, height: size, flexShrink: 0 }}
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
      </svg>
      <span
        style={{
          display: 'block',
          fontWeight: 700,
          fontSize: size * 0.6,
          lineHeight: 1.5,
          letterSpacing: '-0.02em',
          color: inverted ? '#fff' : 'rgba(0, 0, 0, 0.87)',
        }}
      >
        Kursownik
      </span>
    </span>
  );
}
