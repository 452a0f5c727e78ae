/**
 * public/sw.js's push handlers, run in a sandbox with a fake service worker scope: `push` shows the
 * server's notice and `notificationclick` focuses an open window (and shows the page) or opens one.
 * The update flow's `message` handler is still there (the banner's 'aktualizuj aplikację').
 */
import source from '../../public/sw.js?raw';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;
interface FakeClient {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

const ORIGIN = 'https://kursownik.example';

function worker(windows: FakeClient[] = []) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
  };
  // The worker's script as the browser runs it: its globals are parameters of one function.
  new Function('self', 'caches', 'fetch', 'Request', source)(self, {}, vi.fn(), class {});
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { self, listeners, dispatch };
}

const pushData = (value: unknown) => ({
  data: {
    json: () => (typeof value === 'string' ? JSON.parse(value) : value) as unknown,
    text: () => String(value),
  },
});

const clientAt = (url: string): FakeClient => {
  const client: FakeClient = { url, focus: vi.fn(), navigate: vi.fn() };
  client.focus.mockResolvedValue(client);
  client.navigate.mockResolvedValue(client);
  return client;
};

describe('public/sw.js push', () => {
  it("shows the server's notice with the app icon, its tag and the page to open", async () => {
    const { self, dispatch } = worker();
    const notice = {
      title: 'Nowy kurs do akceptacji',
      body: 'Kurs 1/2030 czeka.',
      url: '/course?course=7',
      tag: 'course-7-offered',
    };
    await dispatch('push', pushData(notice));
    expect(self.registration.showNotification).toHaveBeenCalledWith('Nowy kurs do akceptacji', {
      body: 'Kurs 1/2030 czeka.',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      lang: 'pl',
      tag: 'course-7-offered',
      renotify: true,
      data: { url: '/course?course=7' },
    });
  });

  it('shows something for a payload that is not a notice, and never a foreign address', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', pushData('not json {'));
    await dispatch('push', pushData({ title: 'X', url: 'https://evil.example/phish' }));
    await dispatch('push', {});
    const calls = self.registration.showNotification.mock.calls as unknown as [
      string,
      { body: string; data: { url: string } },
    ][];
    expect(calls.map(([title, options]) => [title, options.body, options.data.url])).toEqual([
      ['Kursownik', 'not json {', '/'],
      ['X', '', '/'],
      ['Kursownik', '', '/'],
    ]);
  });

  it('a click focuses an open window of the app and shows the page there', async () => {
    const open = clientAt(`${ORIGIN}/course`);
    const { self, dispatch } = worker([clientAt('https://other.example/'), open]);
    const close = vi.fn();
    await dispatch('notificationclick', {
      notification: { close, data: { url: '/course?course=7&ride=9' } },
    });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/course?course=7&ride=9`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click with no window of the app open opens the page', async () => {
    const { self, dispatch } = worker([]);
    await dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/course?course=7' } },
    });
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/course?course=7`);
  });

  it('keeps the update flow: SKIP_WAITING activates the waiting worker', () => {
    const { self, listeners } = worker();
    listeners.get('message')?.({ data: { type: 'SKIP_WAITING' } });
    expect(self.skipWaiting).toHaveBeenCalled();
    expect([...listeners.keys()].sort()).toEqual([
      'activate',
      'fetch',
      'install',
      'message',
      'notificationclick',
      'push',
    ]);
  });
});
