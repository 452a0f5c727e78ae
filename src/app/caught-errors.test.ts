import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { isOfflineChunkFailure, isShownRefusal, logCaughtError } from './caught-errors';

describe('errors an error boundary caught', () => {
  it('are refusals the screen shows when they are API answers 4xx or the server out of reach', () => {
    expect(isShownRefusal(new ApiError(404, { 'hydra:description': 'Nie znaleziono zasobu' }))).toBe(true);
    expect(isShownRefusal(new ApiError(403, {}))).toBe(true);
    expect(isShownRefusal(new ApiError(0, undefined))).toBe(true);
    expect(isShownRefusal(new ApiError(500, {}))).toBe(false);
    expect(isShownRefusal(new TypeError('x is undefined'))).toBe(false);
    expect(isShownRefusal('404')).toBe(false);
  });

  it('are logged unless they are such a refusal', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logCaughtError(new ApiError(404, {}), { componentStack: '\n at CourseDrawer' });
    expect(log).not.toHaveBeenCalled();
    const bug = new TypeError('x is undefined');
    logCaughtError(bug, { componentStack: '\n at CourseDrawer' });
    expect(log).toHaveBeenCalledWith(bug, '\n at CourseDrawer');
    log.mockRestore();
  });

  it('leave out a lazy part that could not be fetched only while the browser is offline', () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/banner.js');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOfflineChunkFailure(failed)).toBe(true);
    expect(isOfflineChunkFailure(new TypeError('x is undefined'))).toBe(false);
    online.mockReturnValue(true);
    expect(isOfflineChunkFailure(failed)).toBe(false);
    online.mockRestore();
  });
});
