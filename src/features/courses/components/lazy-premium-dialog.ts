import { lazyDialog } from '@/ui/lazy-dialog';

/**
 * The premium modal loads when a user without the right first asks for a report: its texts, contacts
 * and phone links (libphonenumber's metadata) stay out of the course list's first JavaScript.
 */
export const LazyPremiumDialog = lazyDialog(async () => (await import('./premium-dialog')).PremiumDialog);
