import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeServer, json } from '../test/fake-server';
import { completeNames, completeTitles } from './complete-names';

afterEach(() => vi.unstubAllGlobals());

describe('the completion fetcher', () => {
  it('asks the kind of entry for the text, escaped, and answers its suggestions', async () => {
    const spy = fakeServer({
      'GET /api/titles/complete/les%20mis': () => json(200, [{ id: 1, name: 'Les Misérables' }]),
      'GET /api/companies/contacts/complete/ann': () => json(200, [{ id: 8, name: 'Ann', email: 'ann@example.com', companyId: 4, company: 'Gollancz' }]),
    });
    await expect(completeTitles('les mis')).resolves.toEqual([{ id: 1, name: 'Les Misérables' }]);
    await expect(completeNames('contacts', 'ann')).resolves.toMatchObject([{ id: 8, company: 'Gollancz' }]);
    expect(callsOf(spy)).toEqual(['GET /api/titles/complete/les%20mis', 'GET /api/companies/contacts/complete/ann']);
  });

  it('answers no suggestion when the call fails, so the name can still be typed', async () => {
    fakeServer({ 'GET /api/companies/complete/gall': () => json(500, { message: 'boom' }) });
    await expect(completeNames('companies', 'gall')).resolves.toEqual([]);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(completeNames('companies', 'gall')).resolves.toEqual([]);
  });
});
