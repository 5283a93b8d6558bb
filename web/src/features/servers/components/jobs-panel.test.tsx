import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import type { Job } from '../../../generated/Job';
import { callsOf, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { aliceServer, cacheReferenceLists, signedInAsAdmin } from '../../../test/server-fixtures';
import type { JobRun, Jobs } from '../api/jobs';
import { anInstance } from '../testing/an-instance';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

const ALREADY_RUNNING = 'This job is already running: try again in a moment';
const LABELS: Record<Job, string> = { options_expire: 'Options expire', licenses_end: 'Licenses end', digest: 'E-mail digest' };

const aRun = (fields: Partial<JobRun>): JobRun => ({
  id: 1,
  job: 'options_expire',
  window: '2026-03-10',
  instanceId: anInstance().id,
  startedAt: '2026-03-10T00:00:05Z',
  finishedAt: '2026-03-10T00:00:05Z',
  durationMs: 12,
  changed: 0,
  summary: 'No option expired',
  manual: false,
  ...fields,
});

/**
 * Your Servers of an admin, over a server whose jobs answer as GET /api/jobs does: a run by hand
 * becomes its job's last run and the newest of the runs (refused with `refuse` when set), expiring
 * one option, which the navigation's overdue count then no longer counts.
 */
async function openJobs({ runs = [aRun({})], refuse }: { runs?: JobRun[]; refuse?: Partial<Record<Job, string>> } = {}) {
  const history = [...runs];
  let overdue = 2;
  const jobs = (): Jobs => ({
    jobs: (['options_expire', 'licenses_end', 'digest'] as const).map((job) => ({ job, label: LABELS[job], lastRun: history.find((r) => r.job === job) ?? null })),
    runs: history,
  });
  const runNow = (job: Job) => () => {
    if (refuse?.[job]) return json(409, { message: refuse[job] });
    const run = aRun({ id: history.length + 1, job, window: 'manual-1773136800', manual: true, changed: 1, summary: '1 option expired', durationMs: 1_234, startedAt: new Date().toISOString() });
    history.unshift(run);
    overdue -= 1;
    return json(201, run);
  };
  const { spy } = aliceServer({
    'GET /api/servers': () => json(200, [anInstance()]),
    'GET /api/jobs': () => json(200, jobs()),
    'GET /api/overdue': () => json(200, { prospections: overdue, money: 0, fairs: 0 }),
    'POST /api/jobs/options_expire/run': runNow('options_expire'),
    'POST /api/jobs/licenses_end/run': runNow('licenses_end'),
    'POST /api/jobs/digest/run': runNow('digest'),
  });
  signedInAsAdmin();
  cacheReferenceLists();
  renderApp('/servers');
  const panel = await screen.findByRole('region', { name: 'Scheduled jobs' });
  const list = await within(panel).findByRole('list', { name: 'Jobs' });
  return { spy, panel, list, user: userEvent.setup() };
}

const jobCard = (list: HTMLElement, label: string) => within(list).getByRole('listitem', { name: label });

describe('Your Servers: the scheduled jobs', () => {
  it('shows each job with its last run, and the recent runs with the server that ran them', async () => {
    const { panel, list } = await openJobs({ runs: [aRun({ id: 2, job: 'licenses_end', summary: '2 licenses expired, 1 reverted', changed: 3, durationMs: 45 }), aRun({ id: 1 })] });
    const options = jobCard(list, 'Options expire');
    expect(within(options).getByText('No option expired')).toBeVisible();
    expect(within(options).getByText('12 ms')).toBeVisible();
    expect(within(options).getByText('Scheduled')).toBeVisible();
    expect(within(options).getByText(/whose expiry has passed becomes Expired/)).toBeVisible();
    expect(within(jobCard(list, 'Licenses end')).getByText('2 licenses expired, 1 reverted')).toBeVisible();
    expect(within(jobCard(list, 'E-mail digest')).getByText('Not run yet for your team.')).toBeVisible();

    const runs = within(panel).getByRole('table', { name: 'Recent runs' });
    const rows = within(runs).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Licenses end', 'Options expire']);
    expect(rows[0]).toHaveTextContent('2 licenses expired, 1 reverted');
    expect(rows[0]).toHaveTextContent('45 ms');
    expect(rows[0]).toHaveTextContent('rights-1');
  });

  it('runs a job now: its summary in a toast, the panel and the overdue count asked again', async () => {
    const { spy, panel, list, user } = await openJobs();
    expect(await screen.findByRole('link', { name: 'Prospections, 2 overdue' })).toBeVisible();
    await user.click(within(jobCard(list, 'Options expire')).getByRole('button', { name: 'Run now: Options expire' }));
    expect(await screen.findByText('Options expire: done')).toBeInTheDocument();
    expect(screen.getAllByText('1 option expired').length).toBeGreaterThan(0);
    expect(callsOf(spy)).toContain('POST /api/jobs/options_expire/run');

    const options = jobCard(list, 'Options expire');
    expect(await within(options).findByText('By hand')).toBeVisible();
    expect(within(options).getByText('1 option expired')).toBeVisible();
    expect(within(options).getByText('1.2 s')).toBeVisible();
    const newest = within(within(panel).getByRole('table', { name: 'Recent runs' })).getAllByRole('row')[1]!;
    expect(within(newest).getByText('By hand')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Prospections, 1 overdue' })).toBeVisible();
  });

  it("shows the server's 409s: a job run by hand that same second, a digest without e-mail", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const NOT_SET_UP = 'E-mail is not set up on this server: set RIGHTSDESK_SMTP_URL and RIGHTSDESK_MAIL_FROM';
    const { list, user } = await openJobs({ refuse: { licenses_end: ALREADY_RUNNING, digest: NOT_SET_UP } });
    await user.click(within(jobCard(list, 'Licenses end')).getByRole('button', { name: 'Run now: Licenses end' }));
    expect(await screen.findByText('Licenses end did not run')).toBeInTheDocument();
    expect(screen.getByText(ALREADY_RUNNING)).toBeInTheDocument();
    await user.click(within(jobCard(list, 'E-mail digest')).getByRole('button', { name: 'Run now: E-mail digest' }));
    expect(await screen.findByText('E-mail digest did not run')).toBeInTheDocument();
    expect(screen.getByText(NOT_SET_UP)).toBeInTheDocument();
    expect(within(jobCard(list, 'E-mail digest')).getByText('Not run yet for your team.')).toBeVisible();
  });

  it('shows the runs as cards on a narrow screen', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    const { panel } = await openJobs();
    const cards = within(panel).getByRole('list', { name: 'Recent runs' });
    const card = within(cards).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('Options expire');
    expect(card).toHaveTextContent('No option expired');
    expect(card).toHaveTextContent('rights-1');
  });
});
