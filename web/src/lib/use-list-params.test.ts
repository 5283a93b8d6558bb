import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, parsePage, parsePageSize, parseSort, sortParam } from './use-list-params';

describe('list parameters in the address', () => {
  const keys = ['name', 'publishDate'] as const;
  const byName = { key: 'name', direction: 'asc' } as const;

  it('read `sort` as a key, `-` first for descending; anything else is the default', () => {
    expect(parseSort('publishDate', keys, byName)).toEqual({ key: 'publishDate', direction: 'asc' });
    expect(parseSort('-publishDate', keys, byName)).toEqual({ key: 'publishDate', direction: 'desc' });
    expect(parseSort('-author', keys, byName)).toBe(byName);
    expect(parseSort(null, keys, byName)).toBe(byName);
  });

  it('write a sort the way they read it', () => {
    expect(sortParam({ key: 'publishDate', direction: 'desc' })).toBe('-publishDate');
    expect(sortParam(byName)).toBe('name');
  });

  it('read a page from 1 and an offered page size, else the first page and the default size', () => {
    expect(parsePage('3')).toBe(3);
    for (const bad of [null, '0', '-2', '1.5', 'two']) expect(parsePage(bad)).toBe(1);
    expect(parsePageSize('100')).toBe(100);
    for (const bad of [null, '7', '501', 'all']) expect(parsePageSize(bad)).toBe(DEFAULT_PAGE_SIZE);
  });
});
