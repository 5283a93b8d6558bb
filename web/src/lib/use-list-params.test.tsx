import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE, parsePage, parsePageSize, parseSort, sortParam, useListParams } from './use-list-params';

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

describe('useListParams', () => {
  it('hands each change’s query to `prefetch` as the address is given it, from the first page', async () => {
    const prefetch = vi.fn();
    let list: ReturnType<typeof useListParams<'name' | 'publishDate'>> | undefined;
    function List() {
      list = useListParams({ sortKeys: ['name', 'publishDate'], defaultSort: { key: 'name', direction: 'asc' }, prefetch });
      return null;
    }
    const router = createMemoryRouter([{ path: '/titles', element: <List /> }], { initialEntries: ['/titles?sort=-publishDate&page=3'] });
    render(<RouterProvider router={router} />);
    act(() => list!.setQ(' dune '));
    expect(prefetch).toHaveBeenCalledWith({ q: 'dune', sort: '-publishDate', limit: DEFAULT_PAGE_SIZE, offset: 0, filters: {} });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-publishDate&q=dune'));
    expect(list!.query).toEqual(prefetch.mock.calls[0]![0]);
  });
});
