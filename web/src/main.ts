import { preloadPageAt } from './app/pages';
import { loadCore } from './lib/core';

/**
 * The app's start. Everything but the shared rules is imported dynamically, so that it all
 * downloads at once: the libraries, the app's code and the rules (wasm), whose compiling overlaps
 * the libraries' (a static import here would be fetched and run before this module's first line,
 * and only then the others asked). No JSX here for the same reason: its runtime is a library.
 */
async function start() {
  const core = loadCore();
  // The page the address shows, whose code the router would otherwise ask for only once the
  // libraries have arrived and run.
  const first = preloadPageAt(window.location.pathname);
  const app = import('./app/app');
  const session = import('./lib/session');
  warmDateFormats();
  const [{ StrictMode, createElement }, { createRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  // The shared rules load once, before anything can validate.
  const [{ App, startApp }, { syncSessionState }] = await Promise.all([app, session, core]);
  syncSessionState();
  // The page's code and first requests, so that the first render is the page with its records.
  const router = await startApp(first);
  createRoot(document.getElementById('root')!).render(createElement(StrictMode, null, createElement(App, { router })));
}

/**
 * Has a worker make a date format while this thread runs the app's modules. Chromium loads its date
 * and time data (ICU's) for the whole page's process at the first date format made: 40-65 ms on
 * this machine class, on this thread as every signed-in page starts (the team's time zone,
 * lib/today.ts) and its first render waits. Made by a worker on another core, this thread's first
 * then takes about 1 ms. The worker's one line is a blob: as a module it would be one more request.
 */
function warmDateFormats() {
  try {
    const url = URL.createObjectURL(new Blob(["new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0); postMessage(null);"], { type: 'text/javascript' }));
    const worker = new Worker(url);
    worker.onmessage = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
  } catch {
    // A browser, or a proxy's stricter policy, without blob workers: the page makes its first
    // date format itself, as before. A head start must never stop the app from starting.
  }
}

/** What a visitor sees when the app cannot start (a chunk missing, the wasm refused): plain DOM, as React may be what failed. */
function showStartFailure(error: unknown) {
  console.error('Rightsdesk could not start', error);
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.style.cssText = 'font-family: system-ui, sans-serif; padding: 2rem';
  const heading = document.createElement('h1');
  heading.textContent = 'Rightsdesk could not start';
  const message = document.createElement('p');
  message.textContent = error instanceof Error ? error.message : String(error);
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  alert.append(heading, message, reload);
  document.getElementById('root')!.replaceChildren(alert);
}

start().catch(showStartFailure);
