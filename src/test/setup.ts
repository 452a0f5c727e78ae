import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@mocks/server';

// CI machines have 2 cores shared with a browser and a server: give findBy* queries room to breathe.
// 5 s was not enough once the suite grew: session 37's full runs B and C each lost one file (a list's
// first render, 5.0 s). A wait takes this long only when it would otherwise fail.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});

afterAll(() => server.close());
