import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps paragraphs and web links and drops scripts, handlers and other links', () => {
    const { container } = render(
      <SafeHtml
        html={`<p onclick="x()">Kurs <b>A</b></p><script>alert(1)</script><a href="https://k.pl/kurs/t">link</a><a href="javascript:alert(1)">zły</a><img src=x onerror=alert(1)>`}
      />,
    );
    expect(container.innerHTML).toBe(
      '<p>Kurs <b>A</b></p>alert(1)<a href="https://k.pl/kurs/t" target="_blank" rel="noreferrer noopener">link</a>zły',
    );
  });
});
