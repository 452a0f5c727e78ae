import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW server for component tests (started in src/test/setup.ts). */
export const server = setupServer(...handlers);
