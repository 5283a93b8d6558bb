import type { ServerInstance } from './api/get-servers';

const ENGINES: Record<ServerInstance['database'], string> = { sqlite: 'SQLite file', postgres: 'PostgreSQL' };

/** "SQLite file" or "PostgreSQL" (an unknown engine as the server names it). */
export const engineLabel = (database: string): string => ENGINES[database as ServerInstance['database']] ?? database;

const UNITS: [string, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long a server has run, in its largest unit and the next one when not zero: "3 days 4 hours",
 * "2 hours", "12 minutes"; under a minute, "less than a minute".
 */
export function formatUptime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const largest = UNITS.findIndex(([, size]) => whole >= size);
  if (largest < 0) return 'less than a minute';
  const [unit, size] = UNITS[largest]!;
  const parts = [plural(Math.floor(whole / size), unit)];
  const next = UNITS[largest + 1];
  const nextCount = next ? Math.floor((whole % size) / next[1]) : 0;
  if (next && nextCount > 0) parts.push(plural(nextCount, next[0]));
  return parts.join(' ');
}

/** A round trip to the database: "0.4 ms", "12 ms". */
export function formatLatency(ms: number): string {
  return `${new Intl.NumberFormat(undefined, { maximumFractionDigits: ms < 10 ? 1 : 0 }).format(ms)} ms`;
}

/**
 * The server's "now", to read the other instances' last heartbeats against: the answering
 * instance's `lastSeenAt` is the moment it answered, so a browser clock that is off does not turn
 * "seen 5 seconds ago" into a minute or into the future. The browser's clock when no instance
 * answered as current.
 */
export function serverNow(servers: readonly ServerInstance[]): number {
  const current = servers.find((s) => s.current);
  const at = current ? Date.parse(current.lastSeenAt) : Number.NaN;
  return Number.isNaN(at) ? Date.now() : at;
}

/**
 * How long a job's run took: "under 1 ms" (the server counts whole milliseconds), "45 ms",
 * "1.2 s", "2 minutes" (from a minute on, as an uptime).
 */
export function formatDuration(ms: number): string {
  if (ms < 1) return 'under 1 ms';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(ms / 1000)} s`;
  return formatUptime(ms / 1000);
}

/** A server instance by its host's name (`rights-1`), else the first part of its id. */
export function instanceName(id: string, servers: readonly ServerInstance[]): string {
  return servers.find((s) => s.id === id)?.host || id.split('-')[0]!;
}
