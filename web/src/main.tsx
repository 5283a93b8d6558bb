import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { syncSessionState } from './lib/session';
import { loadCore } from './lib/core';

const root = createRoot(document.getElementById('root')!);

try {
  // The shared rules (wasm) load once, before anything can validate.
  await loadCore();
  syncSessionState();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  console.error('Rightsdesk could not start', error);
  root.render(
    <div role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h1>Rightsdesk could not start</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>,
  );
}
