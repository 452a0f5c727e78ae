import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { get, put } = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('@/api/client', () => ({ api: { get, put } }));

import { subscribeToPush } from './push-subscription';

const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device',
  expirationTime: null,
  keys: { p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa', auth: 'tBHItJI5svbpez7KI4CCXg' },
};

function browser(permission: NotificationPermission, existing: boolean) {
  const subscribe = vi.fn(() => Promise.resolve({ toJSON: () => subscriptionJson }));
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(existing ? { toJSON: () => subscriptionJson } : null)),
    subscribe,
  };
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return { subscribe };
}

beforeEach(() => {
  localStorage.clear();
  get.mockResolvedValue({ data: { publicKey: 'BPublicKey' } });
  put.mockResolvedValue({ data: {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('subscribeToPush', () => {
  it('subscribes with the server key and stores the subscription as the device token once', async () => {
    const { subscribe } = browser('granted', false);
    expect(await subscribeToPush({ id: 7, version: 3 })).toBe('stored');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'BPublicKey' });
    expect(put).toHaveBeenCalledWith('/api/users/7', {
      deviceToken: JSON.stringify(subscriptionJson),
      version: 3,
    });
    // A reload finds the browser's subscription and the stored token: nothing is written again.
    browser('granted', true);
    expect(await subscribeToPush({ id: 7, version: 4 })).toBe('unchanged');
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a server key, without permission, or without push support', async () => {
    browser('granted', false);
    get.mockResolvedValueOnce({ data: { publicKey: null } });
    expect(await subscribeToPush({ id: 7, version: 1 })).toBe('off');
    browser('default', false);
    expect(await subscribeToPush({ id: 7, version: 1 })).toBe('not-granted');
    vi.unstubAllGlobals();
    expect(await subscribeToPush({ id: 7, version: 1 })).toBe('unsupported');
    expect(put).not.toHaveBeenCalled();
  });
});
