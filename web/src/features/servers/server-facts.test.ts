import { describe, expect, it } from 'vitest';
import type { ServerInstance } from './api/get-servers';
import { engineLabel, formatDuration, formatLatency, formatUptime, instanceName, serverNow } from './server-facts';
import { anInstance } from './testing/an-instance';

describe('formatUptime', () => {
  it.each([
    [0, 'less than a minute'],
    [59, 'less than a minute'],
    [60, '1 minute'],
    [125, '2 minutes'],
    [3_600, '1 hour'],
    [2 * 3_600 + 15 * 60 + 30, '2 hours 15 minutes'],
    [86_400 + 59, '1 day'],
    [3 * 86_400 + 4 * 3_600 + 5 * 60, '3 days 4 hours'],
    [-5, 'less than a minute'],
  ])('%d s -> %s', (seconds, text) => {
    expect(formatUptime(seconds)).toBe(text);
  });
});

describe('server facts', () => {
  it('names the engines', () => {
    expect(engineLabel('sqlite')).toBe('SQLite file');
    expect(engineLabel('postgres')).toBe('PostgreSQL');
    expect(engineLabel('mysql')).toBe('mysql');
  });

  it('shows a round trip in milliseconds', () => {
    expect(formatLatency(0.42)).toBe('0.4 ms');
    expect(formatLatency(12.4)).toBe('12 ms');
  });

  it("reads times against the answering instance's clock, else the browser's", () => {
    const servers: ServerInstance[] = [anInstance({ current: false, lastSeenAt: '2026-03-13T11:00:00Z' }), anInstance({ current: true, lastSeenAt: '2026-03-13T12:00:00Z' })];
    expect(serverNow(servers)).toBe(Date.parse('2026-03-13T12:00:00Z'));
    const before = Date.now();
    expect(serverNow([anInstance({ current: false })])).toBeGreaterThanOrEqual(before);
  });
});

describe('job runs', () => {
  it.each([
    [0, 'under 1 ms'],
    [1, '1 ms'],
    [45, '45 ms'],
    [999, '999 ms'],
    [1_234, '1.2 s'],
    [59_000, '59 s'],
    [125_000, '2 minutes'],
  ])('%d ms took %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('names the instance that ran one by its host, else by the start of its id', () => {
    const servers = [anInstance(), anInstance({ id: 'b7d1c3e0-0000-4000-8000-000000000000', host: null })];
    expect(instanceName(anInstance().id, servers)).toBe('rights-1');
    expect(instanceName('b7d1c3e0-0000-4000-8000-000000000000', servers)).toBe('b7d1c3e0');
    expect(instanceName('9a9a9a9a-1111-4000-8000-000000000000', servers)).toBe('9a9a9a9a');
  });
});
