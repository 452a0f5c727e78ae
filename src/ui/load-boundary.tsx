import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of children that threw while rendering, typically a lazy component whose
 * chunk could not be fetched: the failure stays inside it and the page around keeps working.
 */
export class LoadBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
