import { VALIDATION_MESSAGES } from './messages';

/** The transfer date and time must lie within ±12 h of the protocol's creation (§5, §9). */
export const TRANSFER_WINDOW_HOURS = 12;
const TRANSFER_WINDOW_MS = TRANSFER_WINDOW_HOURS * 60 * 60 * 1000;

/**
 * True when `transferAt` is at most 12 h before or after `createdAt` (both ends included).
 * Example: isWithinTransferWindow(new Date(2024, 0, 1, 20), new Date(2024, 0, 1, 8)) === true
 */
export function isWithinTransferWindow(transferAt: Date, createdAt: Date): boolean {
  return Math.abs(transferAt.getTime() - createdAt.getTime()) <= TRANSFER_WINDOW_MS;
}

/**
 * The message for a transfer outside the window, or null when it is fine.
 * Example: transferWindowError(new Date(2024, 0, 2, 9), new Date(2024, 0, 1, 8))
 *   === 'Data i godzina przekazania muszą być w przedziale +/-12h'
 */
export function transferWindowError(transferAt: Date, createdAt: Date): string | null {
  return isWithinTransferWindow(transferAt, createdAt) ? null : VALIDATION_MESSAGES.transferWindow;
}
