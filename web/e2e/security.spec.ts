import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { users } from './users';

/**
 * The Content-Security-Policy and the other security headers (server/src/http/security.rs), with
 * the app as people use it: every page is loaded, signed in, and any violation the browser reports
 * (a blocked script, style, wasm, frame or request) fails the test.
 */

/** Collects the policy violations the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

const PAGES: [string, string][] = [
  ['/home', 'Home'],
  ['/titles', 'Titles'],
  ['/titles/new', 'New title'],
  ['/contacts', 'Contacts'],
  ['/licenses', 'Licenses'],
  ['/licenses/new', 'New license'],
  ['/prospections', 'Prospections'],
  ['/prospections/new', 'New prospection'],
  ['/availability', 'Availability'],
  ['/calendar', 'Calendar'],
  ['/account', 'Account Settings'],
  ['/team', 'Team'],
  ['/servers', 'Your Servers'],
];

test.describe('security headers', () => {
  test('every page runs under the policy without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const first = await page.goto('/');
    const headers = first!.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect([headers['x-content-type-options'], headers['x-frame-options'], headers['referrer-policy']]).toEqual(['nosniff', 'DENY', 'no-referrer']);
    await signIn(page, users.dana);
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // The core's rules run in wasm, which the policy allows to compile: a form's message shows.
    await page.goto('/titles/new');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Title name is required')).toBeVisible();
    // The API reference page: Scalar's viewer, its one inline script allowed by its hash.
    await page.goto('/api/docs');
    await expect(page.getByText('Rightsdesk', { exact: false }).first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the answers of the API carry the headers too', async ({ request }) => {
    const answer = await request.get('/api/countries');
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(answer.headers()['content-security-policy']).toContain("default-src 'self'");
  });
});
