import { vi } from 'vitest';

export type Handler = (request: { method: string; url: string; headers: Headers; body: unknown }) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with a router over "METHOD /path" keys; unknown calls answer 404. Returns the spy,
 * whose calls list what the app sent.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const handler = routes[`${method} ${path}`];
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    if (!handler) return json(404, { message: 'Not found' });
    return handler({ method, url, headers: new Headers(init.headers), body });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The "METHOD /path" of every call made so far. */
export function callsOf(spy: ReturnType<typeof fakeServer>): string[] {
  return spy.mock.calls.map(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return `${(init?.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}`;
  });
}
