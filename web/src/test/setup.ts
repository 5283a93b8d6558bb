// Vitest setup (jsdom). The wasm core is initialised synchronously from the built package: `init()`
// would fetch the .wasm over HTTP, which does not work here (see shared/toolchain.md §4).
// jsdom replaces the global URL, so the path is built with node:path, not new URL(...).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initSync } from 'rightsdesk-wasm';
import { afterEach, vi } from 'vitest';
import { appState, initialAppState } from '../lib/app-state';

// Lazy pages load their chunk on first render; with every test file running at once on a small
// machine that can take over the default 1 s of findBy*.
configure({ asyncUtilTimeout: 5000 });

initSync({ module: readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../wasm/pkg/rightsdesk_wasm_bg.wasm')) });

// next-themes listens to the colour-scheme media query; jsdom has no matchMedia.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Menus position themselves with floating-ui, which observes sizes; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// jsdom lays nothing out and has no scrollIntoView; a no-op that tests can spy on (see
// lib/focus-first-error.ts).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  appState.set(initialAppState);
  vi.unstubAllGlobals();
});
