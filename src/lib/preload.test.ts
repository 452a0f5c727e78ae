import { describe, expect, it, vi } from 'vitest';
import { preload } from './preload';

describe('preload', () => {
  it('starts the load and handles its failure, so it never reaches the console as unhandled', async () => {
    const failed = Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const handled = vi.spyOn(failed, 'catch');
    const load = vi.fn(() => failed);
    preload(load);
    expect(load).toHaveBeenCalledOnce();
    expect(handled).toHaveBeenCalledOnce();
    await failed.then(undefined, () => undefined);
  });
});
