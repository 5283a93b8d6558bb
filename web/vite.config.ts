import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// The wasm package is built by wasm-bindgen into ../wasm/pkg (--target web; scripts/setup.sh). It is resolved through this
// alias (and the matching tsconfig path) instead of a file: dependency, so `npm ci` works before the
// wasm is built. src/lib/core.ts is its only importer.
const wasmPkg = fileURLToPath(new URL('../wasm/pkg', import.meta.url));

/** Libraries only some pages load, kept out of the shared chunk of libraries (below). */
const PAGE_LIBRARIES = /[\\/]node_modules[\\/](recharts|@chakra-ui[\\/]charts|@full-ui|redux-thunk|clsx|d3-[^\\/]+|victory-vendor|@fullcalendar|preact|papaparse|@dnd-kit|es-toolkit|decimal\.js-light|immer|redux|@reduxjs|reselect|react-redux|use-sync-external-store|eventemitter3|tiny-invariant|internmap|temporal-polyfill|temporal-utils|temporal-spec)[\\/]/;

/**
 * Preload links in index.html for what src/main.ts loads before any page can show: the modules it
 * imports dynamically (the libraries, the app) with what their chunks import, and the wasm module.
 * Without them the browser asks for each only once main.ts has arrived and run, a round trip later;
 * Vite adds such links for static imports only, which main.ts avoids (it says why). Not the pages
 * (app/pages.ts, in the same chunk as main.ts): main.ts loads the one the address shows.
 */
function preloadStart(): Plugin {
  const main = fileURLToPath(new URL('src/main.ts', import.meta.url));
  let startModules: readonly string[] = [];
  const withImports = (bundle: OutputBundle, file: string, files: Set<string>) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of (bundle[file] as OutputChunk).imports) withImports(bundle, imported, files);
  };
  return {
    name: 'rightsdesk:preload-start',
    apply: 'build',
    buildEnd() {
      startModules = this.getModuleInfo(main)?.dynamicallyImportedIds ?? [];
    },
    transformIndexHtml(_html, { bundle, chunk }) {
      if (!bundle || !chunk) return;
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const files = new Set<string>([chunk.fileName]);
      for (const id of startModules) {
        const holder = chunks.find((output) => output.moduleIds.includes(id));
        if (holder) withImports(bundle, holder.fileName, files);
      }
      files.delete(chunk.fileName);
      const wasm = Object.keys(bundle).filter((file) => file.endsWith('.wasm'));
      return [
        ...[...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        // as wasm-bindgen's glue fetches it (same origin, CORS mode), so that the fetch takes this answer
        ...wasm.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'fetch', type: 'application/wasm', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
      ];
    },
  };
}

/** Where Chakra UI makes its system (app/theme.ts), and the line that builds its global styles at once. */
const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra UI's global styles (its reset, the theme's global CSS and every token as a CSS variable:
 * some 40 KB of CSS) as a stylesheet made once here, instead of in each visitor's browser on each
 * first load: `createSystem` built them when the theme was made, and Emotion's `Global` serialised
 * and inserted them at the first render, about 50 ms of a cold load on this machine class (half of
 * making the system). This plugin makes the same CSS the same way (the theme's system, serialised by
 * Emotion as `Global` does), links it first in index.html, and has Chakra's `createSystem` build
 * them only when read (a getter in place of the line above), which the built app no longer does
 * (app/theme.ts gives its system none). No option of Chakra's does this, hence the rewrite; it
 * fails the build, naming the file, if Chakra's code no longer has that line. Development and the
 * unit tests keep Chakra's own way.
 */
function chakraGlobalStyles(): Plugin {
  const SHEET = 'chakra-global.css';
  return {
    name: 'rightsdesk:chakra-global-styles',
    apply: 'build',
    async buildStart() {
      const [{ createSystem }, { systemConfigs }, { default: createCache }, { serializeStyles }] = await Promise.all([
        import('@chakra-ui/react'),
        import('./src/app/theme-config'),
        import('@emotion/cache'),
        import('@emotion/serialize'),
      ]);
      const system = createSystem(...systemConfigs);
      // In Node, Emotion's cache returns the rules it would insert (its server mode).
      const cache = createCache({ key: 'css' });
      const serialized = serializeStyles([system._global], cache.registered, {});
      const rules = cache.insert('', serialized, cache.sheet, false);
      if (typeof rules !== 'string' || !rules.includes('--chakra-colors-brand-500')) this.error('Chakra UI global styles: Emotion made no CSS of them');
      // the layers' order first, as the provider states it before the styles
      this.emitFile({ type: 'asset', name: SHEET, source: `${system.layers.atRule}${rules}` });
    },
    transform(code, id) {
      if (!CHAKRA_SYSTEM.test(id)) return null;
      if (!code.includes(EAGER_GLOBAL) || !code.includes('    _global,\n')) this.error(`Chakra UI's ${id} no longer builds its global styles as vite.config.ts expects: update chakraGlobalStyles`);
      return code.replace(EAGER_GLOBAL, 'let global;').replace('    _global,\n', '    get _global() { return (global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n');
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const sheet = Object.values(bundle ?? {}).find((output) => output.type === 'asset' && output.names.includes(SHEET));
        if (!sheet) throw new Error(`${SHEET} was not made`);
        return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${sheet.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

/** The app's own modules (below), but for those that stay where they are imported. */
const SHARED = /[\\/]web[\\/]src[\\/]/;
const NOT_SHARED =
  /[\\/]web[\\/]src[\\/](features[\\/][^\\/]+[\\/]components[\\/]|features[\\/]imports[\\/]|features[\\/](fairs[\\/]meeting-times|calendar[\\/]calendar-dates)\.ts$|lib[\\/]core\.ts$|app[\\/]pages\.ts$)/;

/**
 * react-router and the app's router provider (react-router/dom), as ES modules of its `build`, by
 * path: the package's exports name its development build alone (remix-run/react-router#14102),
 * whose checks and warnings were a tenth of the libraries' script time on a cold load (Chromium's
 * profile of /titles). The tests keep the development build (its warnings); the app is built
 * with the production one. Also one copy for both: loaded by Node, one came as its CommonJS copy,
 * two routers that do not share their context.
 */
const reactRouter = (build: 'development' | 'production') => [
  { find: /^react-router$/, replacement: fileURLToPath(new URL(`../node_modules/react-router/dist/${build}/index.mjs`, import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL(`../node_modules/react-router/dist/${build}/dom-export.mjs`, import.meta.url)) },
];

// `npm run dev` talks to a server started with `rightsdesk serve` (default 127.0.0.1:8080).
const devApi = process.env.RIGHTSDESK_DEV_API ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    preloadStart(),
    chakraGlobalStyles(),
    // Every text asset and the wasm module also as .br and .gz, made once here at the highest
    // settings: the server sends the one the browser accepts (ServeDir's precompressed files,
    // server/src/http/mod.rs) without compressing per request.
    compression({ include: /\.(html|css|js|mjs|json|svg|wasm)$/, algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: {
    alias: [{ find: 'rightsdesk-wasm', replacement: `${wasmPkg}/rightsdesk_wasm.js` }, ...(command === 'build' ? reactRouter('production') : [])],
  },
  server: {
    fs: { allow: ['..'] },
    proxy: {
      '/auth': devApi,
      '/api': devApi,
      '/readyz': devApi,
      // a rights guide's share link (the page /guide/{token} reads it)
      '/shared': devApi,
    },
  },
  build: {
    // Chakra UI v3 + Emotion alone are over 500 kB minified; pages are split into their own chunks.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Chakra UI builds its default theme (`defaultSystem`) when it loads, unless the build knows
      // the call has no other effect: we make our own (app/theme.ts), and building one took a fifth
      // of a cold load's script time.
      treeshake: { manualPureFunctions: ['createSystem'] },
      output: {
        codeSplitting: {
          // The libraries every page uses (React, the router, TanStack Query, Chakra UI and its
          // parts) in one chunk: split by what imports them, they came as some forty files of
          // under 2 KB, in waves of six requests, before the first page could show. The large
          // libraries of a few pages (charts, the calendar, CSV, drag and drop) stay with them.
          groups: [
            { name: 'libraries', test: (id: string) => /[\\/]node_modules[\\/]/.test(id) && !PAGE_LIBRARIES.test(id) },
            // The app's own modules that several pages use, in one chunk beside the libraries:
            // split by the pages that import them, they came as some twenty files of 1 KB, a page
            // waiting on them in waves of six requests (the browser's connections to a server).
            // Not the features' components (forms, dialogs, tables: a chunk for the few pages that
            // show each, fetched with them, so that the first page does not wait for all), nor the
            // CSV import (and its parser), which two pages load with their own code, nor the
            // calendar's and the planner's dates (they import the Temporal polyfill, which would
            // then come with the first page of every visit), nor
            // what main.ts imports itself (the rules' wrapper, the pages' table): it runs before
            // anything else has come. What these modules import stays where it is (by default it
            // would join them, the rules' wrapper with it).
            { name: 'shared', test: (id: string) => SHARED.test(id) && !NOT_SHARED.test(id), minShareCount: 2, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    alias: reactRouter('development'),
    // The form tests type whole values through user-event, a few seconds each in jsdom; on CI's two
    // busy cores the default 5 s failed tests that were only slow.
    testTimeout: 15_000,
    // A worker per core. Vitest's own default keeps one core for its main process (its code, 4.1:
    // availableParallelism() - 1; its docs say every core), which on CI's two cores ran every file
    // in one worker: 670 s there, 474 s with two (the main process mostly waits).
    maxWorkers: '100%',
  },
}));
