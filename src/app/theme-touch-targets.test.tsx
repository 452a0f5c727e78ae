import { render } from '@testing-library/react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** The CSS emotion injected for the rendered components, inside the theme's phone media rules. */
function phoneCss() {
  const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return css.split('@media (max-width:599.95px)').slice(1).join('\n').replace(/\s/g, '');
}

// jsdom lays nothing out: the sizes themselves are measured by the phone journeys (docs/spec-decisions.md
// row 671); this checks the rules that give them.
describe('phone tap targets (WCAG 2.2 2.5.8)', () => {
  it('pads a link and a small chip cross to 24 px on phones', () => {
    render(
      <ThemeProvider theme={theme}>
        <Link href="tel:+48600100200">600 100 200</Link>
        <Chip size="small" label="Od: 03.12.2026" onDelete={() => undefined} />
      </ThemeProvider>,
    );
    const css = phoneCss();
    // 12 px caption text, 14 px high, + 2 x 6 px.
    expect(css).toContain('padding-block:6px');
    // The small chip's 16 px cross + 2 x 4 px, drawn where it was.
    expect(css).toContain('.MuiChip-sizeSmall.MuiChip-deleteIcon{padding:4px;margin:000-8px;}');
  });
});
