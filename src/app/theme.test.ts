import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { reducedMotionTheme, theme } from './theme';

const AA_TEXT = 4.5;
const TONES = ['primary', 'error', 'warning', 'success', 'info'] as const;
const { palette } = theme;

describe('the theme', () => {
  it.each(TONES)('%s: its text on a fill, and it as text on the page and on paper, reach 4.5:1', (tone) => {
    const { main, dark, contrastText } = palette[tone];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(AA_TEXT);
    // Contained buttons darken to `dark` on hover, with the same text.
    expect(getContrastRatio(contrastText, dark)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(getContrastRatio(main, palette.background.default)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps the spec colours of administration.md §9 as the light tokens', () => {
    expect(TONES.map((tone) => palette[tone].light)).toEqual([
      '#007DFF',
      '#F44336',
      '#FF9800',
      '#4CAF50',
      '#2196F3',
    ]);
  });
});

describe('the theme for less motion', () => {
  it('draws no transition, waits for none and does not ripple', () => {
    expect(reducedMotionTheme.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(Object.values(reducedMotionTheme.transitions.duration)).toEqual(
      Object.values(theme.transitions.duration).map(() => 0),
    );
    expect(reducedMotionTheme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps the colours and the focus ring of the theme', () => {
    expect(reducedMotionTheme.palette.primary).toEqual(palette.primary);
    expect(reducedMotionTheme.components?.MuiButtonBase?.styleOverrides).toEqual(
      theme.components?.MuiButtonBase?.styleOverrides,
    );
  });
});
