import { noteAnswer } from './outage';
import type { SignOutReason } from './app-state';
import { clearSession, getToken } from './session';

/**
 * The only fetch wrapper (docs/product.md §7). Two bases, set at build time:
 * - VITE_AUTH_BASE (default `/auth`): sign-in and sign-out;
 * - VITE_API_BASE (default `/api`): the main API.
 *
 * Every main-API request sends JSON and `Authorization: Bearer <token>` (empty when absent).
 * A 401 or 403 from the main API ends the session (both stored items cleared); the route guard then
 * sends the user to `/`, and the request is rejected with an ApiError.
 */
export const AUTH_BASE = trimSlash(import.meta.env.VITE_AUTH_BASE ?? '/auth');
export const API_BASE = trimSlash(import.meta.env.VITE_API_BASE ?? '/api');

function trimSlash(base: string): string {
  return base.endsWith('/') ? base.slice(0, -1) : base;
}

/** A non-2xx answer. `message` is the server's `{message}` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  constructor(status: number, statusText: string, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
  /** Field errors of a 422 `{message, errors: {field: message}}`, or `{}`. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
  }
}

/**
 * A failed write, named after its operation (docs/product.md §8): "failed to update title: 422 - Unprocessable
 * Entity", or "failed to update title: Cannot reach the Rightsdesk server". It keeps what a screen
 * needs: `status` (0 when the server could not be reached), a 422's `fieldErrors` and the server's
 * own `serverMessage` (e.g. a 409's "This title is used by 2 licenses; change or delete them first").
 */
export class WriteError extends Error {
  readonly operation: string;
  readonly status: number;
  readonly statusText: string;
  readonly fieldErrors: Record<string, string>;
  readonly serverMessage: string;
  constructor(operation: string, cause: unknown) {
    const api = cause instanceof ApiError ? cause : undefined;
    const detail = api ? `${api.status} - ${api.statusText}`.replace(/ - $/, '') : cause instanceof Error ? cause.message : String(cause);
    super(`failed to ${operation}: ${detail}`, { cause });
    this.name = 'WriteError';
    this.operation = operation;
    this.status = api?.status ?? 0;
    this.statusText = api?.statusText ?? '';
    this.fieldErrors = api?.fieldErrors ?? {};
    this.serverMessage = api?.message ?? '';
  }
}

/**
 * What to tell the user of a failed write, for a toast: the server's own message (a 409's "A user
 * with this e-mail already exists"), or that the server could not be reached.
 */
export function failureReason(error: unknown): string {
  if (!(error instanceof WriteError)) return 'Something went wrong; try again.';
  if (error.status === 0) return 'The server could not be reached; try again.';
  return error.serverMessage || error.message;
}

/** The session ended with this write (a 401 or 403): the route guard takes over, nothing to say here. */
export const endedSession = (error: unknown): boolean => error instanceof WriteError && (error.status === 401 || error.status === 403);

/**
 * Runs a main-API write; a failure is logged and rethrown as a WriteError naming `operation`
 * ("create title"). Aborts pass through untouched.
 */
export async function write<T>(operation: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const failure = new WriteError(operation, error);
    console.error(failure.message, error);
    throw failure;
  }
}

/** The server could not be reached (fetch itself failed). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Cannot reach the Rightsdesk server', { cause });
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData (multipart uploads). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The version of the record this write was made from (its `version`): sent as `If-Match`, so a
   * record changed since by someone else is not overwritten but answered 412 (docs/http.md,
   * "Versions").
   */
  version?: number;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function errorMessage(res: Response, body: unknown): string {
  const message = (body as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && message) return message;
  return `${res.status} ${res.statusText}`.trim();
}

async function send(url: string, options: RequestOptions, withBearer: boolean): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.version !== undefined) headers['If-Match'] = `"${options.version}"`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else {
    headers['Content-Type'] = 'application/json';
    if (options.body !== undefined) body = JSON.stringify(options.body);
  }
  if (withBearer) headers.Authorization = `Bearer ${getToken()}`;
  try {
    const answer = await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
    noteAnswer(answer.status);
    return answer;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

/**
 * Why a 401 or 403 ends the session, for the sign-in page to say: the server's 401 for a user an
 * admin deactivated says so (docs/http.md), any other 401 is an expired or revoked session.
 */
export function endReason(status: number, body: unknown): SignOutReason {
  if (status === 403) return 'forbidden';
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.startsWith(DEACTIVATED) ? 'deactivated' : 'expired';
}

/** The start of the server's 401 message for a deactivated account. */
const DEACTIVATED = 'This account is deactivated';

/** A main-API answer: its parsed body, and its headers. A 401 or 403 ends the session; any non-2xx throws. */
async function mainApi(path: string, options: RequestOptions): Promise<{ body: unknown; headers: Headers }> {
  const res = await send(`${API_BASE}${path}`, options, true);
  const body = await readBody(res);
  if (res.status === 401 || res.status === 403) {
    clearSession(endReason(res.status, body));
    throw new ApiError(res.status, res.statusText, errorMessage(res, body), body);
  }
  if (!res.ok) throw new ApiError(res.status, res.statusText, errorMessage(res, body), body);
  return { body, headers: res.headers };
}

/** A main-API call: `apiRequest('/titles')` → GET {API_BASE}/titles, parsed JSON. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await mainApi(path, options)).body as T;
}

/**
 * What a list call asks for (docs/http.md, "Lists"): the words that must all occur, the field to
 * sort by (`-name` descending), the page, and the resource's own filters by their parameter name
 * and in the server's values (`{signed: 'true', year: '2024'}`). Without `limit` the server answers
 * every match of the search and the filters.
 */
export interface ListRequest {
  q?: string;
  sort?: string;
  limit?: number;
  offset?: number;
  filters?: Record<string, string | undefined>;
}

/** One page of a list: its rows, and how many rows match in all. */
export interface Page<T> {
  rows: T[];
  total: number;
  /** The server stopped counting at `total`: more rows match (`X-Total-Relation: gte`). */
  totalAtLeast?: boolean;
}

/** `?q=...&sort=...&limit=...&offset=...` then the filters, leaving out what is empty; '' when nothing is. */
export function listSearch(request: ListRequest): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  for (const name of ['q', 'sort', 'limit', 'offset'] as const) set(name, request[name]);
  for (const [name, value] of Object.entries(request.filters ?? {})) set(name, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * A list call: `apiList('/titles', {q: 'dune', limit: 50, offset: 0})` → GET {API_BASE}/titles?q=dune&limit=50&offset=0
 * (`apiList('/licenses', {filters: {currency: 'EUR'}})` → GET {API_BASE}/licenses?currency=EUR),
 * the rows of the body and the total of its `X-Total-Count` header (the rows before the page and
 * on it when a server leaves the header out), a floor when `X-Total-Relation` is `gte` (the server
 * counts a page's matches up to 10,000). Errors as `apiRequest`.
 */
export async function apiList<T>(path: string, request: ListRequest, signal?: AbortSignal): Promise<Page<T>> {
  const { body, headers } = await mainApi(`${path}${listSearch(request)}`, { signal });
  const rows = Array.isArray(body) ? (body as T[]) : [];
  const header = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  if (Number.isNaN(header)) return { rows, total: (request.offset ?? 0) + rows.length };
  return { rows, total: header, totalAtLeast: headers.get('X-Total-Relation') === 'gte' };
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  /** `version`: the record's, read before this write (`If-Match`). */
  put: <T>(path: string, body?: unknown, version?: number) => apiRequest<T>(path, { method: 'PUT', body, version }),
  delete: <T>(path: string, body?: unknown, version?: number) => apiRequest<T>(path, { method: 'DELETE', body, version }),
};

/**
 * An authentication-base call. No session side effects: a 401 here means wrong credentials (login)
 * or an already-dead token (logout), and the caller decides.
 */
export async function authRequest<T>(path: string, options: RequestOptions & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = options;
  const res = await send(`${AUTH_BASE}${path}`, { ...rest, headers: token ? { ...rest.headers, Authorization: `Bearer ${token}` } : rest.headers }, false);
  const body = await readBody(res);
  if (!res.ok) throw new ApiError(res.status, res.statusText, errorMessage(res, body), body);
  return body as T;
}

/**
 * A public call, outside `/api` and without the bearer (a rights guide's share link,
 * `/shared/guides/{token}`: its reader has no account). No session side effects; a non-2xx
 * rejects with an ApiError.
 */
export async function publicRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await send(path, options, false);
  const body = await readBody(res);
  if (!res.ok) throw new ApiError(res.status, res.statusText, errorMessage(res, body), body);
  return body as T;
}

/**
 * A main-API call answered with bytes (e.g. a license's PDF): `apiBlob('/licenses/7/file')`.
 * Same bearer token and the same 401/403 handling as `apiRequest`; any other non-2xx rejects with
 * an ApiError.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const res = await send(`${API_BASE}${path}`, { signal, headers: { Accept: '*/*' } }, true);
  if (!res.ok) {
    const body = await readBody(res);
    if (res.status === 401 || res.status === 403) clearSession(endReason(res.status, body));
    throw new ApiError(res.status, res.statusText, errorMessage(res, body), body);
  }
  return res.blob();
}
