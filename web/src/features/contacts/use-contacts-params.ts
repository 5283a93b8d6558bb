import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SortState } from '../../components/ui/sort-header';
import { defaultSort, type ContactFilters, type ContactSortKey } from './contact-rows';
import type { EditorTarget } from './components/company-drawer';

const sortKeys: ContactSortKey[] = ['company', 'country', 'language', 'types', 'contactName', 'email'];

/** `company=new` or `company=<id>`: which company the drawer shows (absent: closed). */
export function parseTarget(value: string | null): EditorTarget {
  if (value === 'new') return 'new';
  if (value && /^\d+$/.test(value)) return Number(value);
  return null;
}

/** `sort=email` ascending, `sort=-email` descending; anything else is the default (company, ascending). */
export function parseSort(value: string | null): SortState<ContactSortKey> {
  const desc = value?.startsWith('-') ?? false;
  const key = (desc ? value!.slice(1) : value) as ContactSortKey;
  return sortKeys.includes(key) ? { key, direction: desc ? 'desc' : 'asc' } : defaultSort;
}

/**
 * The screen's state in the address (search `q`, `country`, `type`, `sort`, and the open company),
 * so a reload, a shared link or Back shows the same thing. Filters replace the history entry;
 * opening a company pushes one, so Back closes the drawer.
 */
export function useContactsParams() {
  const [params, setParams] = useSearchParams();
  const filters: ContactFilters = { search: params.get('q') ?? '', countryId: params.get('country') ?? '', type: params.get('type') ?? '' };
  const sort = parseSort(params.get('sort'));
  const target = parseTarget(params.get('company'));

  const update = useCallback(
    (patch: Record<string, string | null>, push = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: !push },
      ),
    [setParams],
  );

  /** The address with the drawer showing `target` (for links). */
  const hrefFor = (t: Exclude<EditorTarget, null>) => {
    const next = new URLSearchParams(params);
    next.set('company', String(t));
    return `?${next.toString()}`;
  };

  return {
    filters,
    sort,
    target,
    hrefFor,
    setFilters: (patch: Partial<ContactFilters>) =>
      update({
        ...('search' in patch ? { q: patch.search ?? null } : {}),
        ...('countryId' in patch ? { country: patch.countryId ?? null } : {}),
        ...('type' in patch ? { type: patch.type ?? null } : {}),
      }),
    clearFilters: () => update({ q: null, country: null, type: null }),
    setSort: (s: SortState<ContactSortKey>) =>
      update({ sort: s.key === defaultSort.key && s.direction === defaultSort.direction ? null : `${s.direction === 'desc' ? '-' : ''}${s.key}` }),
    open: (t: Exclude<EditorTarget, null>) => update({ company: String(t) }, true),
    close: () => update({ company: null }),
  };
}
