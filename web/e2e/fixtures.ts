import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { User } from './users';

/** Where the screenshots to look at go (git-ignored). */
export const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e-out');
mkdirSync(OUT_DIR, { recursive: true });

/** Saves a screenshot once running animations (drawer, menu) have finished. */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(OUT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Switches the colour mode with the header's button; while a dialog hides the page behind it (the
 * button is then out of reach), the way another tab would: next-themes follows the storage event of
 * its key. Either way the screen keeps its state.
 */
async function switchColourMode(page: Page, mode: 'light' | 'dark') {
  const button = page.getByRole('button', { name: `Switch to ${mode} mode` });
  if (await button.isVisible()) {
    await button.click();
  } else {
    await page.evaluate((value) => {
      localStorage.setItem('chakra-ui-color-mode', value);
      window.dispatchEvent(new StorageEvent('storage', { key: 'chakra-ui-color-mode', newValue: value }));
    }, mode);
  }
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
}

/**
 * The screen as it is (its messages, its scroll, an open dialog) in light and dark, wide and at
 * 375 px: `NAME-light`, `NAME-dark`, `NAME-375-dark`, `NAME-375-light`. Starts and ends in light
 * mode at the page's size. `reopen` opens again at 375 px what the narrow layout closed (a dialog
 * of a table row, which the narrow page shows as a card).
 */
export async function shotAllModes(page: Page, name: string, reopen?: () => Promise<void>) {
  const size = page.viewportSize()!;
  await shot(page, `${name}-light`);
  await switchColourMode(page, 'dark');
  await shot(page, `${name}-dark`);
  await page.setViewportSize({ width: 375, height: 740 });
  await reopen?.();
  await shot(page, `${name}-375-dark`);
  await switchColourMode(page, 'light');
  await shot(page, `${name}-375-light`);
  await page.setViewportSize(size);
}

/**
 * `baseURL` comes from global-setup (the server it started); every test also fails on an uncaught
 * error in the page.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures need an object pattern as first argument, even an empty one
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts (global setup)');
    await use(url);
  },
  page: async ({ page }, use, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // What went wrong on the wire, printed when the test fails: a CI run keeps no screenshots,
    // and a request the server refused or never answered is the usual cause.
    const wire: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400) wire.push(`${res.status()} ${res.request().method()} ${res.url()}`);
    });
    page.on('requestfailed', (req) => wire.push(`failed (${req.failure()?.errorText}) ${req.method()} ${req.url()}`));
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      const log = process.env.E2E_DATA_DIR ? join(process.env.E2E_DATA_DIR, 'server.log') : '';
      const tail = log && existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-40).join('\n') : '(no server log)';
      console.log(`[e2e] ${testInfo.title}: answers of 400 and more, and failed requests:\n${wire.join('\n') || '(none)'}\n[e2e] the server's log, last lines:\n${tail}`);
    }
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

export async function fillSignIn(page: Page, email: string, password: string) {
  // exact: a toast still open from the page before (e.g. "Password changed") is labelled too
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens `/`, signs in and waits for /home. */
export async function signIn(page: Page, user: User) {
  await page.goto('/');
  await fillSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/**
 * The accessible name of the navigation's entry `label`: with a badge, it also says the count
 * ("Prospections, 3 overdue"), which other specs' records change.
 */
export const navEntryName = (label: string) => new RegExp(`^${label}(, \\d+ overdue)?$`);

/** An entry of the main navigation column, by its label. */
export const navLink = (page: Page, label: string) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: navEntryName(label) });

/**
 * What in `form` still looks editable to a reader: a visible select or date picker, a text control
 * that is not read-only or drawn in an input's box, an input hint, a placeholder, or a required
 * mark. A read-only form answers [].
 */
export function editableLooking(form: Locator): Promise<string[]> {
  return form.evaluate((root) => {
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const name = (el: Element) => el.getAttribute('aria-label') || el.getAttribute('name') || el.id;
    const found: string[] = [];
    for (const el of root.querySelectorAll('select')) if (visible(el)) found.push(`select ${name(el)}`);
    for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (!visible(el) || ['hidden', 'checkbox', 'file'].includes(el.type)) continue;
      if (!el.readOnly && !el.disabled) found.push(`editable ${name(el)}`);
      if (el.type === 'date') found.push(`date picker ${name(el)}`);
      if (el.placeholder) found.push(`placeholder "${el.placeholder}" in ${name(el)}`);
      // a value read as text, not in an input's box
      const style = getComputedStyle(el);
      if (style.borderTopWidth !== '0px' && style.borderTopColor !== 'rgba(0, 0, 0, 0)') found.push(`box around ${name(el)}`);
    }
    for (const el of root.querySelectorAll('[data-part="helper-text"]')) if (visible(el)) found.push(`hint "${el.textContent}"`);
    for (const el of root.querySelectorAll('[data-part="required-indicator"]')) if (visible(el)) found.push(`required mark "${el.closest('label')?.textContent}"`);
    return found;
  });
}
