import type { APIRequestContext, Page } from '@playwright/test';
import { expect, navLink, shot, shotAllModes, signIn, test } from './fixtures';
import { MAIL_SENDER } from './global-setup';
import { receivedMail, type ReceivedMail } from './smtp-sink';
import { users } from './users';
import { tokenOf, unique } from './api';

const { alice, hugo } = users;

/** A day counted from the server's today (UTC, the zone of the test server's teams). */
const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function apiPost<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `POST ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The messages the test SMTP server received for `to` whose subject is `subject`. */
const mailTo = (to: string, subject: string | RegExp): ReceivedMail[] =>
  receivedMail().filter((m) => m.envelopeTo.includes(to) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));

async function openFromUserMenu(page: Page, item: 'Account Settings' | 'Your Servers') {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

test.describe('reminders: the digest, e-mail, the jobs and the overdue badges', () => {
  test('a member chooses a daily digest in Account Settings, kept after a reload', async ({ page }) => {
    await signIn(page, alice);
    await openFromUserMenu(page, 'Account Settings');
    const digest = page.getByRole('form', { name: 'E-mail digest' });
    await digest.scrollIntoViewIfNeeded();
    // the test server sends e-mail: nothing to warn about
    await expect(digest.getByRole('status', { name: 'E-mail is not set up' })).toHaveCount(0);
    await expect(digest.getByRole('combobox', { name: 'Frequency' })).toHaveValue('none');
    await expect(digest.getByText(/^In the team's time zone, /)).toBeVisible();
    await digest.getByRole('combobox', { name: 'Frequency' }).selectOption('daily');
    await digest.getByRole('combobox', { name: 'Hour' }).selectOption('7');
    await digest.getByRole('button', { name: 'Save digest' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Digest saved' })).toContainText('Every day at 7:00 AM');
    await expect(digest.getByRole('button', { name: 'Save digest' })).toBeDisabled();
    // the section as it stands, without the toast over its heading on a narrow screen
    await expect(page.getByRole('status').filter({ hasText: 'Digest saved' })).toHaveCount(0, { timeout: 15_000 });
    const showDigest = () => digest.evaluate((form) => form.closest('section')!.scrollIntoView({ block: 'start' }));
    await showDigest();
    await shotAllModes(page, 'account-digest', showDigest);

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'E-mail digest' });
    await expect(reloaded.getByRole('combobox', { name: 'Frequency' })).toHaveValue('daily');
    await expect(reloaded.getByRole('combobox', { name: 'Hour' })).toHaveValue('7');
  });

  test('an admin sends a test e-mail: it reaches the SMTP server, and shows as sent', async ({ page }) => {
    await signIn(page, hugo);
    await navLink(page, 'Team').click();
    const card = page.getByRole('region', { name: 'E-mail' });
    await expect(card.getByText('Set up', { exact: true })).toBeVisible();
    await expect(card).toContainText(`Digests and test messages go out from ${MAIL_SENDER.name} <${MAIL_SENDER.address}>.`);
    const before = mailTo(hugo.email, 'Rightsdesk: test message').length;

    await card.getByRole('button', { name: 'Send a test e-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Test e-mail queued' })).toContainText(`To ${hugo.email}`);
    await expect.poll(() => mailTo(hugo.email, 'Rightsdesk: test message').length, { timeout: 20_000 }).toBe(before + 1);
    const [received] = mailTo(hugo.email, 'Rightsdesk: test message').slice(-1);
    expect(received!.envelopeTo).toEqual([hugo.email]);
    expect(received!.envelopeFrom).toBe(MAIL_SENDER.address);
    expect(received!.from).toEqual(MAIL_SENDER);
    expect(received!.to).toEqual([hugo.email]);
    expect(received!.text).toContain(`Hello ${hugo.name},`);
    expect(received!.text).toContain('This test message from Rightsdesk reached you');

    // The card asks again while the message is queued, until the mail server took it.
    const row = card.getByRole('row').filter({ hasText: 'Rightsdesk: test message' }).first();
    await expect(row).toContainText('Sent', { timeout: 20_000 });
    await expect(row).toContainText(hugo.email);
    await expect(row).toContainText('Test');
    const showCard = () => card.evaluate((section) => section.scrollIntoView({ block: 'start' }));
    await showCard();
    await shotAllModes(page, 'team-email', showCard);
  });

  test('the badge counts an overdue chase; an option past its expiry expires on "Run now", by Rightsdesk; the digest run by hand reaches the admin', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, hugo);
    await signIn(page, hugo);
    // A team of its own: nothing is overdue in it yet.
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Prospections', exact: true })).toBeVisible();

    const chase = await apiPost<{ id: number }>(page.request, token, '/prospections', {
      title: `Le Chemin ${u}`, company: `Maison ${u}`, status: 'sent', sentDate: isoDaysFromNow(-30), chaseDate: isoDaysFromNow(-2),
    });
    // The badges are asked again on focus and every minute; a reload reads them now.
    await page.reload();
    await expect(navLink(page, 'Prospections')).toHaveAccessibleName('Prospections, 1 overdue');
    await expect(navLink(page, 'Prospections')).toContainText('1');
    // the drawer of a small screen shows it too
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Prospections, 1 overdue' })).toBeVisible();
    await shot(page, 'nav-badge-drawer-375');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });

    const option = await apiPost<{ id: number; status: string }>(page.request, token, '/prospections', {
      title: `Les Vagues ${u}`, company: `Éditions ${u}`, status: 'option', sentDate: isoDaysFromNow(-40), optionExpiry: isoDaysFromNow(-3),
    });
    expect(option.status).toBe('option');

    await openFromUserMenu(page, 'Your Servers');
    const jobs = page.getByRole('list', { name: 'Jobs' });
    const expire = jobs.getByRole('listitem', { name: 'Options expire' });
    await expire.getByRole('button', { name: 'Run now: Options expire' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Options expire: done' })).toContainText('1 option expired');
    await expect(expire).toContainText('By hand');
    await expect(expire).toContainText('1 option expired');
    await expect(page.getByRole('table', { name: 'Recent runs' }).getByRole('row').nth(1)).toContainText('1 option expired');

    // The admin's own digest, run by hand: the overdue chase, linked, reaches the SMTP server.
    const digest = jobs.getByRole('listitem', { name: 'E-mail digest' });
    await digest.getByRole('button', { name: 'Run now: E-mail digest' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail digest: done' })).toContainText('1 digest queued');
    await expect.poll(() => mailTo(hugo.email, 'Rightsdesk: 1 chase overdue').length, { timeout: 20_000 }).toBe(1);
    const [sent] = mailTo(hugo.email, 'Rightsdesk: 1 chase overdue');
    expect(sent!.text).toContain(`Le Chemin ${u}`);
    expect(sent!.text).toContain(`/prospections/edit/${chase.id}`);
    expect(sent!.html).toContain(`Le Chemin ${u}`);
    // the panel as it stands, without the toasts over its top
    await expect(page.getByRole('status').filter({ hasText: ': done' })).toHaveCount(0, { timeout: 15_000 });
    const showJobs = () => page.getByRole('region', { name: 'Scheduled jobs' }).evaluate((panel) => panel.scrollIntoView({ block: 'start' }));
    await showJobs();
    await shotAllModes(page, 'servers-jobs', showJobs);

    // The option is expired, and its history says Rightsdesk did it.
    await page.goto(`/prospections/edit/${option.id}`);
    await expect(page.getByTestId('prospection-status')).toHaveText('Expired');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Rightsdesk moved it from Option to Expired');
    await expect(navLink(page, 'Prospections')).toHaveAccessibleName('Prospections, 1 overdue');
  });
});
