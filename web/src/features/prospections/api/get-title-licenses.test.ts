import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fakeServer, json } from '../../../test/fake-server';
import { getTitleLicenses } from './get-title-licenses';

afterEach(() => vi.restoreAllMocks());

const license = { id: 20, title: 'Dune', titleId: 3, company: 'Gollancz', contractType: 'audio' };

describe('getTitleLicenses', () => {
  it("asks the server for the title's licenses by its id, not its name, and gives them as answered", async () => {
    const spy = fakeServer({ 'GET /api/licenses': () => json(200, [license]) });
    await expect(getTitleLicenses({ titleId: 3, sort: '-contractDate' })).resolves.toEqual([license]);
    await getTitleLicenses({ titleId: 3, contractType: 'audio', sort: '-contractDate' });
    expect(spy.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/licenses?sort=-contractDate&titleId=3',
      '/api/licenses?sort=-contractDate&titleId=3&contractType=audio',
    ]);
  });

  it("rejects the server's 400 for a title id that is not one", async () => {
    fakeServer({ 'GET /api/licenses': () => json(400, { message: 'titleId must be a whole number' }) });
    const error = await getTitleLicenses({ titleId: 'abc', sort: '-contractDate' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });
});
