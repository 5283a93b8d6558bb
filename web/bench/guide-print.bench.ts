import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * How long a rights guide of 150 titles with covers takes to show as it prints (issue 37: under
 * 2 s in Chromium), against the server scripts/bench.sh started (BENCH_PART=guides). The guide is
 * seeded through the API first: 150 titles with a pitch, a description, an author and a cover, a
 * third of them with a German deal announced, in five sections.
 *
 * - shown: from the start of the navigation to /guides/{id}/preview (the time origin; the app's
 *   assets in the browser's cache, as for someone coming back) to the frame after every title's
 *   block and every cover has been drawn (each `img` decoded), measured inside the page as
 *   titles-page.bench.ts does; split into when the document's call was answered and when every
 *   block was in the page (the covers then still coming);
 * - printed: what `page.pdf()` takes to lay the shown guide out on A4 pages and write the PDF
 *   (Chromium's print: what the print dialog's preview does), and how many pages.
 *
 * Prints `browser: ...` lines (the median and the worst of RUNS runs); fails only when the guide is
 * not shown whole, never on a time.
 */

const RUNS = 5;
const TITLES = 150;
const SECTIONS = 5;
const GIVE_UP_MS = 30_000;
const EMAIL = process.env.BENCH_EMAIL ?? 'bench@example.com';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'bench-password';

type Outcome = { ms: number; answered: number; blocks: number } | { error: string };

/** Runs in the page (an init script): `window.__shown` resolves once `blocks` blocks and `covers` covers are drawn. */
function watch({ blocks, covers, giveUpMs }: { blocks: number; covers: number; giveUpMs: number }) {
  if (!location.pathname.endsWith('/preview')) return;
  // when every block was there, before all of their covers had come
  let blocksAt = Number.NaN;
  const drawn = () => {
    if (document.querySelectorAll('.guide-block').length !== blocks) return false;
    if (Number.isNaN(blocksAt)) blocksAt = performance.now();
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('img.guide-cover'));
    return images.length === covers && images.every((img) => img.complete && img.naturalWidth > 0);
  };
  (window as unknown as { __shown: Promise<Outcome> }).__shown = new Promise<Outcome>((resolve) => {
    let finished = false;
    const done = () => {
      if (finished || !drawn()) return;
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const call = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.endsWith('/document'));
          resolve({ ms: performance.now(), answered: call?.responseEnd ?? Number.NaN, blocks: blocksAt });
        };
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(done);
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve({ error: `not drawn within ${giveUpMs} ms: ${document.querySelectorAll('.guide-block').length} blocks, ${document.querySelectorAll('img.guide-cover').length} covers` });
    }, giveUpMs);
    const start = () => {
      observer.observe(document, { subtree: true, childList: true, attributes: true });
      // an image's load changes nothing the observer sees: its event (caught, as it does not bubble) does
      document.addEventListener('load', done, true);
      done();
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  });
}

/** A 300x450 PNG cover in the `n`th colour, drawn by the browser. */
async function coverPng(page: Page, n: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((hue) => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 450;
    const context = canvas.getContext('2d')!;
    context.fillStyle = `hsl(${hue}, 60%, 45%)`;
    context.fillRect(0, 0, 300, 450);
    context.fillStyle = '#ffffff';
    context.fillRect(30, 60, 240, 40);
    return canvas.toDataURL('image/png');
  }, (n * 37) % 360);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Signs in through the form, and answers the token the sign-in stored. */
async function signIn(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page, `sign-in as ${EMAIL} (BENCH_EMAIL, BENCH_PASSWORD)`).toHaveURL(/\/home$/);
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

async function call<T>(request: APIRequestContext, token: string, method: 'post' | 'put', path: string, options: Parameters<APIRequestContext['post']>[1]): Promise<T> {
  const res = await request[method](`/api${path}`, { ...options, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** The guide: TITLES titles with covers in SECTIONS sections, through the API; answers its id. */
async function seed(page: Page, token: string): Promise<number> {
  const started = Date.now();
  const run = Date.now().toString(36);
  const me = await (await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).json();
  const description = 'A story of a family over three generations, of the house they built and the sea that took it back. '.repeat(4).trim();
  const ids: number[] = [];
  for (let n = 0; n < TITLES; n++) {
    const name = `Guide bench ${run} title ${String(n + 1).padStart(3, '0')}`;
    const title = await call<{ id: number }>(page.request, token, 'post', '/titles', {
      data: { name, author: `Author ${n + 1}`, publishDate: '2026-09-01', pitch: `The pitch of title ${n + 1}: a novel to read in one sitting.`, description },
    });
    await call(page.request, token, 'put', `/titles/${title.id}/cover`, { multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: await coverPng(page, n) } } });
    if (n % 3 === 0) {
      await call(page.request, token, 'post', '/licenses', {
        data: { title: name, titleId: title.id, company: `Verlag ${n + 1}`, contractDate: '2026-01-10', status: 'signed', contractType: 'foreign_rights', language: 'de', announce: true },
      });
    }
    ids.push(title.id);
  }
  const per = TITLES / SECTIONS;
  const guide = await call<{ id: number }>(page.request, token, 'post', '/guides', {
    data: {
      name: `Guide bench ${run}`,
      intro: 'The autumn list.',
      sections: Array.from({ length: SECTIONS }, (_, s) => ({ heading: `Section ${s + 1}`, titleIds: ids.slice(s * per, (s + 1) * per) })),
      contactUserId: me.id,
    },
  });
  console.log(`browser: guide of ${TITLES} titles with covers seeded through the API in ${Math.round((Date.now() - started) / 1000)} s`);
  return guide.id;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const worst = (values: number[]) => Math.max(...values);

test('a guide of 150 titles with covers: its print preview', async ({ page }) => {
  test.setTimeout(600_000);
  const token = await signIn(page);
  const id = await seed(page, token);
  await page.addInitScript(watch, { blocks: TITLES, covers: TITLES, giveUpMs: GIVE_UP_MS });
  const shown: { ms: number; answered: number; blocks: number }[] = [];
  const printed: number[] = [];
  let pages = 0;
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`/guides/${id}/preview?size=a4`);
    const outcome = await page.evaluate(() => (window as unknown as { __shown: Promise<Outcome> }).__shown);
    if ('error' in outcome) throw new Error(outcome.error);
    shown.push(outcome);
    await expect(page.locator('.guide-block')).toHaveCount(TITLES);
    await expect(page.getByText(/^Rights sold: German \(Verlag 1\)$/)).toBeVisible();
    const before = Date.now();
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    printed.push(Date.now() - before);
    pages = (await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise).numPages;
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  const middle = shown.find((run) => run.ms === median(shown.map((r) => r.ms)))!;
  console.log(
    `browser: guide of ${TITLES} titles with covers: print preview shown in ${ms(middle.ms)} (median of ${RUNS}), worst ${ms(worst(shown.map((r) => r.ms)))}; its document answered at ${ms(middle.answered)}, every block shown at ${ms(middle.blocks)}, the covers after`,
  );
  console.log(`browser: guide of ${TITLES} titles with covers: printed to a PDF of ${pages} A4 pages in ${ms(median(printed))} (median of ${RUNS}), worst ${ms(worst(printed))}`);
});
