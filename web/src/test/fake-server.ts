import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';

/**
 * The tests' fake Rightsdesk server, on msw (Mock Service Worker): one `setupServer`, listening for
 * every test file (test/setup.ts), whose routes each test sets with `fakeServer`. The app's requests
 * go through the real `fetch` into msw's interception, as they would to a server: a Request is built
 * (relative paths resolved against jsdom's location), its body encoded, the answer read back.
 */
export const server = setupServer();

/** One route's answer to a request: `url` as the app asked it (`/api/titles?q=dune`), `body` parsed from JSON (or the FormData sent). */
export type Handler = (request: { method: string; url: string; headers: Headers; body: unknown }) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// msw's fetch, kept when the server starts listening: each fakeServer records the calls into it.
let intercepted: typeof fetch | undefined;

/** Starts the server (test/setup.ts, once per file): a request no route answers fails the test. */
export function listen() {
  server.listen({ onUnhandledRequest: 'error' });
  intercepted = globalThis.fetch;
}

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/**
 * Sets the server's routes, by "METHOD /path" keys (no path parameters: `GET /api/titles/3`), in
 * place of any set before; any other call answers 404 `{message: 'Not found'}`. A handler that
 * throws fails the request as a network error would (the server out of reach). Returns a spy whose
 * calls are what the app passed to fetch (`[input, init]`: the relative address, the method, the
 * headers and the body as sent), to assert what was sent.
 */
export function fakeServer(routes: Record<string, Handler>) {
  if (!intercepted) throw new Error('fakeServer: the msw server is not listening (test/setup.ts)');
  const handlers = Object.entries(routes).map(([key, handler]) => {
    const [method, path] = key.split(' ') as [keyof typeof methods, string];
    return methods[method](path, async ({ request }) => {
      const url = new URL(request.url);
      const body = await readBody(request);
      try {
        return await handler({ method: request.method, url: `${url.pathname}${url.search}`, headers: request.headers, body });
      } catch {
        return HttpResponse.error();
      }
    });
  });
  server.resetHandlers(...handlers, http.all('*', () => json(404, { message: 'Not found' })));
  const through = intercepted;
  const spy = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => through(input, init));
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** A request's body: parsed from JSON, a multipart one as FormData, none as undefined. */
async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/** The "METHOD /path" of every call made so far. */
export function callsOf(spy: ReturnType<typeof fakeServer>): string[] {
  return spy.mock.calls.map(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return `${(init?.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}`;
  });
}
