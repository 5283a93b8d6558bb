// ESLint for the web app (`npm run lint -w web`, a gate of `npm test`): src, e2e and the config files.
//
// TypeScript 7: typescript-eslint parses through the TypeScript JS API. TypeScript 7, web's `tsc`, is
// the native compiler and has no such API, and typescript-eslint 8.73 supports TypeScript < 6.1 only
// (its tsgo backend is experimental and needs a 7.1 pre-release). So ESLint, its plugins and
// TypeScript 6.0.3 are dev dependencies of the repository root, where `typescript` resolves to root
// node_modules/typescript (6.0.3), while web keeps TypeScript 7.0.2 in web/node_modules for its build
// (see "//" in ../package.json).
//
// typescript-eslint's recommended rules, not the type-checked ones: those take about 50 s here instead
// of about 20 s for all of this, need the generated wasm/pkg (the wasm package's types) before they
// can run, and would type-check with TypeScript 6 code that the build checks with 7.
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Feature folders (src/features/*) do not import each other, except these pairs (importer: imported),
// each one way: no feature imports one that imports it back. A screen that shows another resource's
// records, or acts on them, reads them through that resource's calls; what both merely share (labels,
// formats, inputs) goes into lib/ or components/ instead.
const allowedFeatureImports = {
  // Account Settings edit the current user and sign out everywhere through the auth calls, and
  // show the calendar feed's address as the calendar's Subscribe dialog does.
  account: ['auth', 'calendar'],
  // The calendar moves a chase as the prospections do, and its events name one of the team's
  // companies and contacts.
  calendar: ['prospections', 'contacts'],
  // A company's page (its hub) shows the company as contacts holds it (and opens its editor), and
  // the licenses, prospections and calendar events with it, through their calls and tables.
  companies: ['contacts', 'licenses', 'prospections', 'calendar'],
  // The company editor picks countries and languages from the reference lists; the page offers the
  // companies CSV import (it gives the button its list's query key, so imports does not import back).
  contacts: ['reference', 'imports'],
  // A guide names its titles' languages from the reference lists and their material by its kinds'
  // words, and prints one of the team's members as its rights contact.
  guides: ['reference', 'materials', 'prospections', 'fairs'],
  // The home page greets the current user, records a due chase, links to the open statuses, and
  // names countries and languages in its activity.
  home: ['auth', 'prospections', 'reference'],
  // A companies file names countries and languages, read against the reference lists.
  imports: ['reference'],
  // A license names its language from the reference lists; its Payments and Statements tabs are
  // the money feature's.
  licenses: ['reference', 'money'],
  // A fair's meetings name the team's members (the owner pickers' list), a company and its
  // contacts; its day sheet says the titles' availability in the company's language.
  fairs: ['prospections', 'contacts', 'rights'],
  // The money is counted in the team's home currency, a team setting.
  money: ['team'],
  // A prospection names one of the companies (and its contacts) and a language of the reference
  // lists, warns when the right it offers is not free (the availability call), and points at the
  // title's material files it sent.
  prospections: ['contacts', 'reference', 'rights', 'materials'],
  // The Availability page picks languages and countries from the reference lists.
  rights: ['reference'],
  // The page offers the titles CSV import (given the titles' query key, as for contacts); a title
  // names the licenses and prospections that use it (before a delete, on its page); its Rights tab
  // shows availability as the Availability page does, and a right held's languages.
  // The Material tab manages the title's material files.
  titles: ['imports', 'licenses', 'prospections', 'rights', 'reference', 'materials'],
};
// A pair allowed both ways would be a cycle: refuse the configuration itself.
for (const [importer, imported] of Object.entries(allowedFeatureImports)) {
  const back = imported.find((other) => allowedFeatureImports[other]?.includes(importer));
  if (back) throw new Error(`eslint.config.js: ${importer} and ${back} may not import each other both ways`);
}
const features = readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Import boundaries as bulletproof-react sets them: shared code (lib, components, config, hooks,
// types) never imports features; only main.tsx and app itself import app; a feature imports another
// feature only when allowed above. src/test, the unit tests' harness, renders the whole app as
// main.tsx does, so it may import app.
const shared = ['./src/lib', './src/components', './src/config', './src/hooks', './src/types'];
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [feature, ...(allowedFeatureImports[feature] ?? [])].map((allowed) => `./${allowed}`),
    message: 'A feature does not import another feature (allowed pairs: eslint.config.js); move what both use into lib/ or components/.',
  })),
  {
    target: ['./src/features', ...shared],
    from: './src/app',
    message: 'Only main.tsx and app/ import app/.',
  },
  {
    target: shared,
    from: './src/features',
    message: 'Shared code does not import features: move what it needs into lib/ or components/, or the part that wires features into app/.',
  },
];

export default defineConfig([
  globalIgnores(['dist', 'e2e-out', 'test-results', 'playwright-report']),
  {
    files: ['**/*.{js,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // As tsc's noUnusedLocals: naming properties to leave them out of a rest copy is a use.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Not e2e: Playwright's fixture callback `use` is not React's `use`.
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
    },
  },
]);
