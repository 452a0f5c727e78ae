import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '@mocks/server';

// CI machines have 2 cores shared with a browser and a server: give findBy* queries room to breathe.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// The dom project runs files in one context (`isolate: false`): a global a test stubs (the screen
// width of setScreenWidth, a fetch) must not leak into the next file's phone or desktop layout.
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});

afterAll(() => server.close());
