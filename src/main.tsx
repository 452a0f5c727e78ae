import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './app/boot';
import { logCaughtError } from './app/caught-errors';
import { registerServiceWorker } from './app/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('Brak elementu #root w index.html');

createRoot(container, { onCaughtError: logCaughtError }).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);

registerServiceWorker();
