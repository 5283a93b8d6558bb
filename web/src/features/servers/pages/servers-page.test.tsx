import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { aliceServer, cacheReferenceLists, signedInAsAdmin } from '../../../test/server-fixtures';
import { SERVERS_REFRESH_MS, type ServerInstance } from '../api/get-servers';
import { anInstance } from '../testing/an-instance';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function openServers(answer: () => Response) {
  const { spy } = aliceServer({ 'GET /api/servers': answer });
  signedInAsAdmin();
  cacheReferenceLists();
  renderApp('/servers');
  return spy;
}

const serverList = () => screen.findByRole('list', { name: 'Server instances' });

describe('/servers', () => {
  it('shows this one, running, with its version, engine, connection, uptime', async () => {
    openServers(() => json(200, [anInstance({ uptimeSeconds: 2 * 3_600 + 5 * 60 })]));
    const card = within(await serverList()).getByRole('listitem', { name: 'rights-1, this one' });
    expect(within(card).getByText('This one')).toBeVisible();
    expect(within(card).getByText('Running')).toBeVisible();
    expect(within(card).getByText('0.1.0')).toBeVisible();
    expect(within(card).getByText('SQLite file')).toBeVisible();
    expect(within(card).getByText('Healthy, 0.4 ms round trip')).toBeVisible();
    expect(within(card).getByText('Uptime')).toBeVisible();
    expect(within(card).getByText('2 hours 5 minutes')).toBeVisible();
    expect(within(card).getByText('Now: it answered this page')).toBeVisible();
    expect(screen.getByText('1 server running')).toBeVisible();
  });

  it('shows an instance not seen for a minute as stopped, with how long it ran and when it was last seen', async () => {
    const stopped: ServerInstance = anInstance({
      id: 'b7d1',
      host: 'rights-2',
      database: 'postgres',
      current: false,
      running: false,
      lastSeenAt: '2026-03-13T11:55:00Z',
      uptimeSeconds: 40 * 60,
      databaseLatencyMs: 1.5,
    });
    openServers(() => json(200, [anInstance({ database: 'postgres' }), stopped]));
    const list = await serverList();
    const card = within(list).getByRole('listitem', { name: 'rights-2' });
    expect(within(card).getByText('Stopped')).toBeVisible();
    expect(within(card).queryByText('Running')).not.toBeInTheDocument();
    expect(within(card).queryByText('This one')).not.toBeInTheDocument();
    expect(within(card).getByText('PostgreSQL')).toBeVisible();
    expect(within(card).getByText('Ran for')).toBeVisible();
    expect(within(card).getByText('40 minutes')).toBeVisible();
    expect(within(card).getByText('Not connected: stopped')).toBeVisible();
    // read against the answering server's clock (12:00), not the browser's
    expect(within(card).getByText('5 minutes ago')).toBeVisible();
    expect(screen.getByText('1 server running, 1 stopped in the last day')).toBeVisible();
  });

  it('asks again every 10 seconds, and a stop shows without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let other = anInstance({ id: 'b7d1', host: 'rights-2', current: false });
    const spy = openServers(() => json(200, [anInstance(), other]));
    expect(within(await serverList()).getByRole('listitem', { name: 'rights-2' })).toHaveAttribute('data-running', 'true');
    other = { ...other, running: false };
    await vi.advanceTimersByTimeAsync(SERVERS_REFRESH_MS);
    expect(await within(await serverList()).findByText('Stopped')).toBeVisible();
    expect(callsOf(spy).filter((c) => c === 'GET /api/servers').length).toBeGreaterThanOrEqual(2);
  });

  it('says when the servers could not be listed, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = true;
    openServers(() => (down ? json(500, { message: 'Internal error' }) : json(200, [anInstance()])));
    expect(await screen.findByText('The servers could not be listed')).toBeVisible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await serverList()).toBeVisible();
  });
});
