// Vitest setup (jsdom). The wasm core is initialised synchronously from the built package: `init()`
// would fetch the .wasm over HTTP, which does not work here (see shared/toolchain.md §4).
// jsdom replaces the global URL, so the path is built with node:path, not new URL(...).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initSync } from 'rightsdesk-wasm';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { appState, initialAppState } from '../lib/app-state';
import { listen, server } from './fake-server';

// Lazy pages load their chunk on first render; with every test file running at once on a small
// machine that can take over the default 1 s of findBy*, and once took over 5 s (a table of the
// Money page, shown in 0.6 s with its file alone, on two cores shared with a busy neighbour).
// Within the 15 s a test has.
configure({ asyncUtilTimeout: 10_000 });

initSync({ module: readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../wasm/pkg/rightsdesk_wasm_bg.wasm')) });

// jsdom has no matchMedia (next-themes asks for the colour scheme, Chakra's useBreakpointValue for
// the width): width queries are answered for the window's width (jsdom: 1024 px, Chakra's lg,
// where every list is a table; a test may set window.innerWidth first), anything else is false.
function matchesWidth(query: string): boolean {
  const px = (value: string, unit: string) => Number(value) * (unit === 'px' ? 1 : 16);
  const min = /min-width:\s*([\d.]+)(px|r?em)/.exec(query);
  const max = /max-width:\s*([\d.]+)(px|r?em)/.exec(query);
  if (!min && !max) return false;
  return (!min || window.innerWidth >= px(min[1]!, min[2]!)) && (!max || window.innerWidth <= px(max[1]!, max[2]!));
}
window.matchMedia = (query: string) =>
  ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Menus position themselves with floating-ui, which observes sizes; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// jsdom lays nothing out and has no scrollIntoView; a no-op that tests can spy on (see
// lib/focus-first-error.ts).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// The fake server (msw) answers every request of the file; each test sets its routes (fakeServer).
beforeAll(listen);
afterAll(() => server.close());

afterEach(async () => {
  cleanup();
  // A dialog's focus trap hands focus back on a timer when it closes (zag-js: setTimeout 0). Let
  // it run while jsdom's document exists: after a file's last test, the environment can be torn
  // down first, and the timer then throws "document is not defined" into the run (seen once in
  // CI, after event-dialog.test.tsx).
  await new Promise((resolve) => setTimeout(resolve, 0));
  localStorage.clear();
  sessionStorage.clear();
  appState.set(initialAppState);
  vi.unstubAllGlobals();
  server.resetHandlers();
});
