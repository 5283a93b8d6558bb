import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useListParams, type ListOptions } from '../../lib/use-list-params';
import { companiesQueryOptions, type CompanyFilter, type CompanySortKey } from './api/companies';
import type { EditorTarget } from './components/company-drawer';

/** The list's order and filters, as the address gives them. */
export const CONTACTS_LIST: ListOptions<CompanySortKey, CompanyFilter> = { sortKeys: ['name'], defaultSort: { key: 'name', direction: 'asc' }, filters: ['country', 'type'] };

/** `company=new` or `company=<id>`: which company the drawer shows (absent: closed). */
export function parseTarget(value: string | null): EditorTarget {
  if (value === 'new') return 'new';
  if (value && /^\d+$/.test(value)) return Number(value);
  return null;
}

/**
 * The screen's state in the address: the list's (search `q`, `country`, `type`, `sort`, `page`,
 * `size`) and the open company, so a reload, a shared link or Back shows the same thing. The list's
 * changes replace the history entry; opening a company pushes one, so Back closes the drawer.
 */
export function useContactsParams() {
  const queryClient = useQueryClient();
  const list = useListParams({
    ...CONTACTS_LIST,
    prefetch: (query) => void queryClient.prefetchQuery(companiesQueryOptions(query)),
  });
  const { searchParams: params, patchSearch: patch } = list;
  const target = parseTarget(params.get('company'));

  /** The address with the drawer showing `target` (for links). */
  const hrefFor = (t: Exclude<EditorTarget, null>) => {
    const next = new URLSearchParams(params);
    next.set('company', String(t));
    return `?${next.toString()}`;
  };

  return {
    list,
    target,
    hrefFor,
    open: (t: Exclude<EditorTarget, null>) => patch({ company: String(t) }, { push: true }),
    close: useCallback(() => patch({ company: null }), [patch]),
  };
}
