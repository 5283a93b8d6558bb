import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The wasm package is built by wasm-bindgen into ../wasm/pkg (--target web; scripts/setup.sh). It is resolved through this
// alias (and the matching tsconfig path) instead of a file: dependency, so `npm ci` works before the
// wasm is built. src/lib/core.ts is its only importer.
const wasmPkg = fileURLToPath(new URL('../wasm/pkg', import.meta.url));

// `npm run dev` talks to a server started with `rightsdesk serve` (default 127.0.0.1:8080).
const devApi = process.env.RIGHTSDESK_DEV_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
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
