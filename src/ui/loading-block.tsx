import Skeleton from '@mui/material/Skeleton';

/**
 * A block's place while it loads: a skeleton that screen readers announce by `label`. The role
 * matters: a bare span may not carry a name (axe 'aria-prohibited-attr', WCAG 4.1.2), which a journey
 * met whenever the block was still loading at its accessibility check.
 */
export function LoadingBlock({ label, height }: { label: string; height: number }) {
  return <Skeleton variant="rounded" height={height} role="status" aria-label={label} />;
}
