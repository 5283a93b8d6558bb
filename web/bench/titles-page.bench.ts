import { expect, test, type Page } from '@playwright/test';

/**
 * How fast /titles feels with the bench's titles (scripts/bench/titles.py, 100,000 by default), in
 * the system Chromium, against the server scripts/bench.sh has started and seeded (BENCH_BASE_URL).
 * Prints one `browser: ...` line per figure, the median and the worst of RUNS runs; it fails when
 * what it measures is not on screen (wrong rows, wrong total), never on a time.
 *
 * How it measures: inside the page, with `performance.now()`, so that neither Playwright's
 * round trips nor its polling of locators (which checks every 100 ms or so) land in a figure.
 * A MutationObserver (see `watch`) compares the table and the pager with what the server answers
 * for the same query, fetched beforehand: the 50 names of the first page in order, and
 * "1–50 of N titles". It runs on each DOM change, i.e. just after React commits; the figure ends
 * at the frame after that commit (a requestAnimationFrame, then a message posted from it, which
 * runs once that frame has been produced), as near to "painted" as a page can tell.
 *
 * - usable: from the start of the navigation (the document's time origin, which Chromium sets when
 *   `page.goto('/titles')` starts the navigation) to the first page of rows and the total shown.
 *   Each run is a fresh navigation: the app boots again with no data in memory, the browser's HTTP
 *   cache holding the built assets, as for someone coming back to the app.
 * - keystroke: the box holds a search, one key is typed, and the figure runs from the key's event
 *   (the `timeStamp` of its keydown, or of its input event for a character the keyboard lacks)
 *   to the new results shown. It includes the search box's wait after the last keystroke
 *   (SEARCH_DELAY_MS in src/components/ui/search-input.tsx), the request and the render.
 *
 * Each line also splits the median run: when the page sent its request of those titles and when the
 * answer had arrived (the page's resource timing), the rest being the app's own work and rendering.
 *
 * The expected pages are fetched once before the runs, so the server's cache is warm for the
 * measured ones, as it is for any list shown twice.
 */

const RUNS = 5;
/** DEFAULT_PAGE_SIZE of src/lib/use-list-params.ts: what /titles shows without `size`. */
const PAGE_SIZE = 50;
/** A figure is given up (the run fails, rows not shown) after this long. */
const GIVE_UP_MS = 30_000;
const EMAIL = process.env.BENCH_EMAIL ?? 'bench@example.com';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'bench-password';

/** A first page of /titles as the server answers it, sorted by name as the page asks. */
interface Expected {
  q: string;
  total: number;
  /** The server stopped counting at `total` (`X-Total-Relation: gte`): the pager says "10,000+". */
  atLeast: boolean;
  names: string[];
}

/**
 * What `watch` resolves with: milliseconds from the start to the frame showing the page, and to the
 * start and the end of the page's request of those titles (resource timing), or why not.
 */
type Outcome = { ms: number; sent: number; answered: number } | { error: string };

interface WatchArgs {
  /** Where the promise is kept: `window.__bench[key]`. */
  key: string;
  expected: Expected;
  /** Only in a document at this path and search (for the init script, which every navigation runs). */
  at?: string;
  /** Time from the next key or input event rather than from the time origin (navigation start). */
  fromInput: boolean;
  giveUpMs: number;
}

/**
 * Runs in the page (an init script, or `page.evaluate`): keeps in `window.__bench[key]` a promise
 * of the time until the table and the pager show `expected`. Self-contained: Playwright sends its
 * source to the page.
 */
function watch({ key, expected, at, fromInput, giveUpMs }: WatchArgs) {
  if (at !== undefined && location.pathname + location.search !== at) return;
  const number = new Intl.NumberFormat();
  // ListPager's text for the first page
  const counted = `${number.format(expected.total)}${expected.atLeast ? '+' : ''}`;
  const pagerText = `${number.format(1)}–${number.format(expected.names.length)} of ${counted} ${expected.total === 1 && !expected.atLeast ? 'title' : 'titles'}`;
  const armed = performance.now();
  let start = fromInput ? Number.NaN : 0;
  if (fromInput) {
    const onInput = (event: Event) => {
      if (Number.isNaN(start)) start = Math.max(armed, event.timeStamp);
    };
    for (const type of ['keydown', 'beforeinput', 'input']) window.addEventListener(type, onInput, { capture: true, once: true });
  }

  /** null when the page shows `expected`, else what it shows. */
  const mismatch = (): string | null => {
    const table = document.querySelector('table[aria-label="Titles"]');
    if (!table) return 'no table of titles';
    if (table.closest('[aria-busy="true"]')) return 'the table is busy (previous rows dimmed)';
    const names = Array.from(table.querySelectorAll('tbody tr'), (tr) => tr.querySelector('td')?.textContent?.trim() ?? '');
    const pager = document.querySelector('nav[aria-label="Pages of titles"] [aria-live]')?.textContent?.trim() ?? '(no pager)';
    const same = names.length === expected.names.length && names.every((name, i) => name === expected.names[i]);
    return same && pager === pagerText ? null : `${names.length} rows, the first "${names[0] ?? ''}"; pager "${pager}"`;
  };

  const bench = ((window as unknown as { __bench?: Record<string, Promise<Outcome>> }).__bench ??= {});
  bench[key] = new Promise<Outcome>((resolve) => {
    let last = 'nothing';
    const check = () => {
      if (Number.isNaN(start)) return; // the key is not typed yet
      const wrong = mismatch();
      if (wrong !== null) {
        last = wrong;
        return;
      }
      observer.disconnect();
      clearTimeout(timer);
      const from = start;
      // the page's last request of these titles (`q` as the server reads it: words split by space)
      const request = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => {
          const url = new URL(entry.name);
          return url.pathname === '/api/titles' && (url.searchParams.get('q') ?? '') === expected.q;
        })
        .at(-1);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () =>
          resolve({ ms: performance.now() - from, sent: (request?.startTime ?? Number.NaN) - from, answered: (request?.responseEnd ?? Number.NaN) - from });
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve({ error: `not shown within ${giveUpMs} ms; the page showed ${last}; expected ${expected.names.length} rows, the first "${expected.names[0]}"; pager "${pagerText}"` });
    }, giveUpMs);
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    check();
  });
}

type Timing = Exclude<Outcome, { error: string }>;

/** The promise `watch` left under `key`, awaited in the page. */
async function outcome(page: Page, key: string): Promise<Timing> {
  const result = await page.evaluate((k) => (window as unknown as { __bench: Record<string, Promise<Outcome>> }).__bench[k], key);
  if ('error' in result) throw new Error(`${key}: ${result.error}`);
  return result;
}

/** Signs in through the form at `/` (as fillSignIn in e2e/fixtures.ts) and waits for /home. */
async function signIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page, `sign-in as ${EMAIL} (BENCH_EMAIL, BENCH_PASSWORD)`).toHaveURL(/\/home$/);
}

/** The first page the server answers for `q`, with the session the sign-in stored. */
async function expectedPage(page: Page, q: string): Promise<Expected> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const params = new URLSearchParams({ q, sort: 'name', limit: String(PAGE_SIZE), offset: '0' });
  if (!q) params.delete('q');
  const res = await page.request.get(`/api/titles?${params}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `GET /api/titles?${params}`).toBe(200);
  const names = ((await res.json()) as { name: string }[]).map((title) => title.name.trim());
  const total = Number(res.headers()['x-total-count']);
  expect(Number.isInteger(total), 'X-Total-Count').toBe(true);
  expect(names.length, `rows of GET /api/titles?${params}`).toBe(Math.min(total, PAGE_SIZE));
  return { q, total, atLeast: res.headers()['x-total-relation'] === 'gte', names };
}

/** A search key as the server makes it (core's search_key): no accents, lower case. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Checks, outside the timing, that the page shows `expected` and that every row matches its search. */
async function checkShown(page: Page, expected: Expected) {
  const table = page.getByRole('table', { name: 'Titles' });
  await expect(table.getByRole('link', { name: expected.names[0], exact: true })).toBeInViewport();
  await expect(table.locator('tbody tr')).toHaveCount(expected.names.length);
  if (!expected.q) return;
  const words = expected.q.split(/\s+/).map(fold);
  // the name and the author cells, which are what the search looks in
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '').slice(0, 2).join(' ')));
  const missing = rows.filter((row) => !words.every((word) => fold(row).includes(word)));
  expect(missing, `rows not containing "${expected.q}"`).toEqual([]);
}

/**
 * `412 ms (median of 5), worst 530 ms`, and where the median run's time went: until the page sent
 * its request of the titles, the request, and what followed (rendering).
 */
function summary(timings: Timing[]): string {
  const sorted = [...timings].sort((a, b) => a.ms - b.ms);
  const median = sorted[Math.floor(sorted.length / 2)];
  const worst = sorted[sorted.length - 1];
  const ms = (value: number) => (Number.isNaN(value) ? '?' : String(Math.round(value)));
  const split = `request sent at ${ms(median.sent)} ms, answered at ${ms(median.answered)} ms`;
  return `${ms(median.ms)} ms (median of ${sorted.length}), worst ${ms(worst.ms)} ms; median run: ${split}`;
}

/** The label: how many titles /titles lists (the count it shows); BENCH_TITLES when they differ is noted. */
function label(total: number): string {
  const seeded = process.env.BENCH_TITLES;
  const note = seeded && Number(seeded) !== total ? ` (BENCH_TITLES=${seeded})` : '';
  return `/titles with ${total} titles${note}`;
}

const errors: string[] = [];

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  await signIn(page);
});

test.afterEach(() => {
  for (const error of errors) console.log(`browser: page said ${error}`);
  const uncaught = errors.filter((error) => error.startsWith('uncaught'));
  errors.length = 0;
  expect(uncaught, 'uncaught errors in the page').toEqual([]);
});

test('titles page: usable after a navigation', async ({ page }) => {
  const expected = await expectedPage(page, '');
  expect(expected.total, 'the bench titles (is the server seeded?)').toBeGreaterThan(0);
  // In every document from now on; `at` keeps it to a bare /titles.
  await page.addInitScript(watch, { key: 'usable', expected, at: '/titles', fromInput: false, giveUpMs: GIVE_UP_MS } satisfies WatchArgs);
  const times: Timing[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto('/titles');
    times.push(await outcome(page, 'usable'));
    await checkShown(page, expected);
  }
  console.log(`browser: ${label(expected.total)}: usable in ${summary(times)}`);
});

/** One key typed after `before`, each run on a fresh /titles?q=before. */
async function keystroke(page: Page, before: string, key: string, what: string) {
  const after = `${before}${key}`;
  const { total } = await expectedPage(page, '');
  const shownBefore = await expectedPage(page, before);
  const expected = await expectedPage(page, after);
  expect(expected.total, `titles matching "${after}"`).toBeGreaterThan(0);
  expect(expected.names, `"${before}" and "${after}" must show different titles`).not.toEqual(shownBefore.names);
  const box = page.getByRole('searchbox', { name: 'Search titles' });
  const times: Timing[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`/titles?${new URLSearchParams({ q: before })}`);
    await page.evaluate(watch, { key: 'before', expected: shownBefore, fromInput: false, giveUpMs: GIVE_UP_MS } satisfies WatchArgs);
    await outcome(page, 'before');
    await expect(box).toHaveValue(before);
    await box.focus();
    await page.keyboard.press('End');
    await page.evaluate(watch, { key: 'keystroke', expected, fromInput: true, giveUpMs: GIVE_UP_MS } satisfies WatchArgs);
    await page.keyboard.type(key);
    times.push(await outcome(page, 'keystroke'));
    await expect(box).toHaveValue(after);
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === after);
    await checkShown(page, expected);
  }
  const n = new Intl.NumberFormat('en-US');
  const matches = (page: Expected) => `${n.format(page.total)}${page.atLeast ? '+' : ''}`;
  console.log(
    `browser: ${label(total)}: ${what}, "${before}" + "${key}" (${matches(shownBefore)} → ${matches(expected)} matches), shown in ${summary(times)}`,
  );
}

test('titles page: a digit typed after a word', async ({ page }) => {
  await keystroke(page, 'nuit 4', '5', 'keystroke, a digit after a word');
});

test('titles page: a third letter typed', async ({ page }) => {
  // "ét" is in été, étoile and forêt; "été" only in été. A 2-letter word is matched by LIKE on the
  // server, a 3-letter one by the trigram index.
  await keystroke(page, 'ét', 'é', 'keystroke, a third letter');
});
