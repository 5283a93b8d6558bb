import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// The wasm package is built by wasm-bindgen into ../wasm/pkg (--target web; scripts/setup.sh). It is resolved through this
// alias (and the matching tsconfig path) instead of a file: dependency, so `npm ci` works before the
// wasm is built. src/lib/core.ts is its only importer.
const wasmPkg = fileURLToPath(new URL('../wasm/pkg', import.meta.url));

/** Libraries only some pages load, kept out of the shared chunk of libraries (below). */
const PAGE_LIBRARIES = /[\\/]node_modules[\\/](recharts|@chakra-ui[\\/]charts|@full-ui|redux-thunk|clsx|d3-[^\\/]+|victory-vendor|@fullcalendar|preact|papaparse|@dnd-kit|temporal-polyfill|es-toolkit|decimal\.js-light|immer|redux|@reduxjs|reselect|react-redux|use-sync-external-store|eventemitter3|tiny-invariant|internmap)[\\/]/;

// `npm run dev` talks to a server started with `rightsdesk serve` (default 127.0.0.1:8080).
const devApi = process.env.RIGHTSDESK_DEV_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    // Every text asset and the wasm module also as .br and .gz, made once here at the highest
    // settings: the server sends the one the browser accepts (ServeDir's precompressed files,
    // server/src/http/mod.rs) without compressing per request.
    compression({ include: /\.(html|css|js|mjs|json|svg|wasm)$/, algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: {
    alias: { 'rightsdesk-wasm': `${wasmPkg}/rightsdesk_wasm.js` },
  },
  server: {
    fs: { allow: ['..'] },
    proxy: {
      '/auth': devApi,
      '/api': devApi,
      '/readyz': devApi,
    },
  },
  build: {
    // Chakra UI v3 + Emotion alone are over 500 kB minified; pages are split into their own chunks.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page uses (React, the router, TanStack Query, Chakra UI and its
          // parts) in one chunk: split by what imports them, they came as some forty files of
          // under 2 KB, in waves of six requests, before the first page could show. The large
          // libraries of a few pages (charts, the calendar, CSV, drag and drop) stay with them.
          groups: [{ name: 'libraries', test: (id: string) => /[\\/]node_modules[\\/]/.test(id) && !PAGE_LIBRARIES.test(id) }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // react-router and the app's router provider (react-router/dom) both as ES modules: loaded by
    // Node, one came as its CommonJS copy, two routers that do not share their context.
    alias: [
      { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/development/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/development/dom-export.mjs', import.meta.url)) },
    ],
    // The form tests type whole values through user-event, a few seconds each in jsdom; on CI's two
    // busy cores the default 5 s failed tests that were only slow.
    testTimeout: 15_000,
  },
});
