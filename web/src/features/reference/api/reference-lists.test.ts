import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server';
import { COUNTRIES_KEY, LANGUAGES_KEY, countriesQueryOptions, getCountries, getLanguages, readStoredList } from './reference-lists';

const france = { id: 'FR', code: 'FR', name: 'France', aliases: ['FRA'] };
const french = { id: 'fr', code: 'fr', name: 'French' };

describe('reference lists', () => {
  it('are stored under the keys "countries" and "languages"', () => {
    expect(COUNTRIES_KEY).toBe('countries');
    expect(LANGUAGES_KEY).toBe('languages');
  });

  it('GET countries stores the plain list and returns it', async () => {
    fakeServer({ 'GET /api/countries': () => json(200, [france]) });
    await expect(getCountries()).resolves.toEqual([france]);
    expect(JSON.parse(localStorage.getItem('countries')!)).toEqual([france]);
  });

  it('GET languages reads the data field, stores and returns it', async () => {
    fakeServer({ 'GET /api/languages': () => json(200, { data: [french] }) });
    await expect(getLanguages()).resolves.toEqual([french]);
    expect(JSON.parse(localStorage.getItem('languages')!)).toEqual([french]);
  });

  it('GET languages without data returns [] and stores nothing', async () => {
    fakeServer({ 'GET /api/languages': () => json(200, {}) });
    await expect(getLanguages()).resolves.toEqual([]);
    expect(localStorage.getItem('languages')).toBeNull();
  });

  it('a languages failure is logged as "get all languages error" and rethrown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ 'GET /api/languages': () => json(500, { message: 'boom' }) });
    await expect(getLanguages()).rejects.toMatchObject({ status: 500 });
    expect(log).toHaveBeenCalledWith('get all languages error', expect.anything());
  });

  it('reads a stored list, ignoring missing or corrupt values', () => {
    expect(readStoredList('countries')).toBeUndefined();
    localStorage.setItem('countries', 'not json');
    expect(readStoredList('countries')).toBeUndefined();
    localStorage.setItem('countries', '{"a":1}');
    expect(readStoredList('countries')).toBeUndefined();
    localStorage.setItem('countries', JSON.stringify([france]));
    expect(readStoredList('countries')).toEqual([france]);
  });

  it('asks the countries again when the stored ones are of an older shape (no aliases)', () => {
    const stored = () => (countriesQueryOptions().initialData as () => unknown)();
    localStorage.setItem('countries', JSON.stringify([{ id: 'FR', code: 'FR', name: 'France' }]));
    expect(stored()).toBeUndefined();
    localStorage.setItem('countries', JSON.stringify([france]));
    expect(stored()).toEqual([france]);
  });
});
