import { Component, type ReactNode } from 'react';

interface QuietBoundaryProps {
  children: ReactNode;
  /** Shown instead of children after they threw (nothing by default). */
  fallback?: ReactNode;
}

/**
 * Keeps a failing optional part (a notice whose code could not be downloaded) from taking the whole
 * page down with it: React unmounts everything above the nearest boundary.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
