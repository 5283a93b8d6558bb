import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { JUST_FETCHED_MS } from '../../../lib/query-client';

/** One Rightsdesk server instance that serves the team's database, as it records itself there. */
export interface ServerInstance {
  /** Drawn when the instance started: a restarted server is a new instance. */
  id: string;
  version: string;
  database: 'sqlite' | 'postgres';
  /** The machine's host name, when its system tells it. */
  host?: string | null;
  /** RFC 3339. */
  startedAt: string;
  /** Its last heartbeat (every 5 s), or its stop; for the current instance, the server's now. RFC 3339. */
  lastSeenAt: string;
  /** The instance that answered this call. */
  current: boolean;
  /** The current one, or one seen within the last minute that has not stopped. */
  running: boolean;
  /** From its start to now when running, else to when it was last seen. */
  uptimeSeconds: number;
  /** One round trip to the database: this call's on the current instance, the last heartbeat's on the others. */
  databaseLatencyMs?: number | null;
}

/** How often the page asks again: heartbeats come every 5 s, and a server is stopped after a minute unseen. */
export const SERVERS_REFRESH_MS = 10_000;

/** GET /servers, the answering instance first, then the running ones; asked again every 10 s while shown. */
export const serversQueryOptions = () =>
  queryOptions({
    queryKey: ['servers'],
    queryFn: ({ signal }) => api.get<ServerInstance[]>('/servers', signal),
    refetchInterval: SERVERS_REFRESH_MS,
    // asked afresh on each visit, but for the page's own prefetch a moment before
    staleTime: JUST_FETCHED_MS,
  });

export const useServers = () => useQuery(serversQueryOptions());
