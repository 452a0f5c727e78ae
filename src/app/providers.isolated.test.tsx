import { render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';

function TransitionShown() {
  return <p>{useTheme().transitions.create('opacity')}</p>;
}

/** A system that does (or does not) ask for less motion; every other query answers no. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the providers of every MUI page', () => {
  it('draw no transitions when the system asks for less motion', () => {
    prefersReducedMotion(true);
    render(
      <AppProviders>
        <TransitionShown />
      </AppProviders>,
    );
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('keep MUI transitions otherwise', () => {
    prefersReducedMotion(false);
    render(
      <AppProviders>
        <TransitionShown />
      </AppProviders>,
    );
    expect(screen.getByText(/^opacity \d+ms/)).toBeInTheDocument();
  });
});
