export { BulkSettleMenu } from '@/features/settlement/components/bulk-settle-menu';

/**
 * The settlement feature's parts of the course list, as the courses route composes them in
 * (courses-route.tsx): loaders of the drawers' panels, each its own chunk, and the bulk settle menu.
 * This module is a chunk too, fetched when the list first shows one of them: a lazy import written in
 * the route itself would carry the list of the panels' chunks to preload in the course list's
 * JavaScript (e2e/bundle-budget.spec.ts). React cannot lazy-load a lazy component: hence loaders.
 */
export const loadTaxiSettlement = async () =>
  (await import('@/features/settlement/components/settlement-panel')).SettlementPanel;

export const loadKilometerSummary = async () =>
  (await import('@/features/settlement/components/kilometer-settlement/kilometer-summary')).KilometerSummary;
