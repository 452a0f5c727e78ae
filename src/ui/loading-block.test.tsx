import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingBlock } from './loading-block';

describe('LoadingBlock', () => {
  it('is a status named by its label, so it may carry the name (no aria-label on a bare span)', () => {
    render(<LoadingBlock label="Wczytywanie faktur" height={120} />);
    const block = screen.getByRole('status', { name: 'Wczytywanie faktur' });
    expect(block.tagName).toBe('SPAN');
  });
});
