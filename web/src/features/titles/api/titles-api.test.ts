import { afterEach, describe, expect, it, vi } from 'vitest';
import { WriteError } from '../../../lib/api-client';
import { callsOf, fakeServer, json } from '../../../test/fake-server';
import { answer } from '../testing/fake-titles-server';
import { deleteTitle } from './delete-title';
import { getTitle } from './get-title';
import { getTitles } from './get-titles';
import { createTitle, updateTitle } from './save-title';

/** The lists a title sent always carries, empty here. */
const lists = { contributors: [], subjects: [], quotes: [], editions: [] };

const dune = { id: 1, name: 'Dune', author: 'Frank Herbert', publishDate: '1965-08-01', description: null };

afterEach(() => vi.restoreAllMocks());

describe('title fetchers (docs/product.md §7, §8)', () => {
  const firstPage = { q: 'dune', sort: '-publishDate', limit: 50, offset: 0, filters: {} };

  it('GET /titles asks for one page and gives its rows and the X-Total-Count', async () => {
    const spy = fakeServer({ 'GET /api/titles': () => new Response(JSON.stringify([dune]), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '120' } }) });
    await expect(getTitles(firstPage)).resolves.toEqual({ rows: [dune], total: 120, totalAtLeast: false });
    expect(String(spy.mock.calls[0]?.[0])).toBe('/api/titles?q=dune&sort=-publishDate&limit=50&offset=0');
  });

  it('GET /titles leaves an empty search out', async () => {
    const spy = fakeServer({ 'GET /api/titles': () => json(200, [dune]) });
    await expect(getTitles({ ...firstPage, q: '', sort: 'name', offset: 100 })).resolves.toEqual({ rows: [dune], total: 101 });
    expect(String(spy.mock.calls[0]?.[0])).toBe('/api/titles?sort=name&limit=50&offset=100');
  });

  it('GET /titles gives an empty page on a 400 (a search the server refuses), and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ 'GET /api/titles': () => answer(400, 'Bad Request', { message: 'Unknown sort field "x"' }) });
    await expect(getTitles(firstPage)).resolves.toEqual({ rows: [], total: 0 });
    expect(log).toHaveBeenCalledWith('get titles error', expect.objectContaining({ status: 400 }));
  });

  it('GET /titles rethrows any other failure, for the list to say so', async () => {
    fakeServer({ 'GET /api/titles': () => answer(500, 'Internal Server Error', { message: 'Internal error' }) });
    await expect(getTitles(firstPage)).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });

  it('GET /titles rethrows when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(getTitles(firstPage)).rejects.toThrow('Cannot reach the Rightsdesk server');
  });

  it('GET /titles/{id} gives the title on 200 and null otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const spy = fakeServer({ 'GET /api/titles/1': () => json(200, dune) });
    await expect(getTitle(1)).resolves.toEqual(dune);
    await expect(getTitle(404)).resolves.toBeNull();
    expect(callsOf(spy)).toEqual(['GET /api/titles/1', 'GET /api/titles/404']);
  });
});

describe('title writes (docs/product.md §8: an error naming the operation, status and status text)', () => {
  it('POST /titles sends the title and gives the stored one', async () => {
    const spy = fakeServer({ 'POST /api/titles': ({ body }) => json(200, { ...(body as object), id: 9 }) });
    await expect(createTitle({ name: 'Dune', ...lists })).resolves.toEqual({ id: 9, name: 'Dune', ...lists });
    expect(spy.mock.calls[0]?.[1]?.body).toBe('{"name":"Dune","contributors":[],"subjects":[],"quotes":[],"editions":[]}');
  });

  it('a refused create throws "failed to create title: 422 - Unprocessable Entity" with the field messages', async () => {
    fakeServer({ 'POST /api/titles': () => answer(422, 'Unprocessable Entity', { message: 'Validation failed', errors: { name: 'Title name is required' } }) });
    const error = await createTitle({ name: ' ', ...lists }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteError);
    expect((error as Error).message).toBe('failed to create title: 422 - Unprocessable Entity');
    expect((error as WriteError).fieldErrors).toEqual({ name: 'Title name is required' });
  });

  it('PUT /titles/{id} carries the id in the path and the body; failure names the update', async () => {
    const spy = fakeServer({
      'PUT /api/titles/1': ({ body }) => json(200, body),
      'PUT /api/titles/2': () => answer(500, 'Internal Server Error', { message: 'Internal error' }),
    });
    await expect(updateTitle({ id: 1, name: 'Dune', ...lists })).resolves.toEqual({ id: 1, name: 'Dune', ...lists });
    expect(JSON.parse(spy.mock.calls[0]?.[1]?.body as string)).toEqual({ id: 1, name: 'Dune', ...lists });
    await expect(updateTitle({ id: 2, name: 'Dune', ...lists })).rejects.toThrow('failed to update title: 500 - Internal Server Error');
  });

  it('DELETE /titles/{id} gives {id}; a 409 keeps the server\'s explanation for the user', async () => {
    fakeServer({
      'DELETE /api/titles/1': () => json(200, { id: 1 }),
      'DELETE /api/titles/2': () => answer(409, 'Conflict', { message: 'This title is used by 2 licenses; change or delete them first' }),
    });
    await expect(deleteTitle(1)).resolves.toEqual({ id: 1 });
    const error = (await deleteTitle(2).catch((e: unknown) => e)) as WriteError;
    expect(error.message).toBe('failed to delete title: 409 - Conflict');
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe('This title is used by 2 licenses; change or delete them first');
  });

  it('an unreachable server still gives an error naming the operation', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = (await deleteTitle(1).catch((e: unknown) => e)) as WriteError;
    expect(error.message).toBe('failed to delete title: Cannot reach the Rightsdesk server');
    expect(error.status).toBe(0);
  });
});
