import type { ServerInstance } from '../api/get-servers';

/** The instance that answers, on SQLite, started an hour before it answered; `fields` override. */
export function anInstance(fields: Partial<ServerInstance> = {}): ServerInstance {
  return {
    id: '5f0c2a9e-6b1d-4c1e-9a53-2f4b8d7e6a10',
    version: '0.1.0',
    database: 'sqlite',
    host: 'rights-1',
    startedAt: '2026-03-13T11:00:00Z',
    lastSeenAt: '2026-03-13T12:00:00Z',
    current: true,
    running: true,
    uptimeSeconds: 3_600,
    databaseLatencyMs: 0.42,
    ...fields,
  };
}
