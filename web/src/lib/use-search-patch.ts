import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';

/** Parameters to set, or to remove (null or ''). */
export type SearchPatch = Record<string, string | null | undefined>;

/**
 * The address's search parameters, and a function that changes some of them and keeps the others.
 *
 * React Router's own setter builds on the parameters of its last render, and the router shows a
 * new address in a transition, a moment later: two changes in a row (a filter picked while the
 * search box's pause ends) would lose the first. Here each change builds on the last one written
 * until the address shows it. `push` adds a history entry; otherwise the current one is replaced.
 * `flushSync` renders the new address at once rather than in the router's transition.
 * A change that comes after the user has left the page (a search box's pause ending while a row's
 * link opens) is dropped: it would otherwise land on the next page's address. It returns the
 * parameters the address is given, or null when the change is dropped.
 */
export function useSearchPatch() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shown = useRef(search);
  const written = useRef<string | null>(null);
  // Where the address bar was when the page opened (a memory router, in tests, never moves it).
  const opened = useRef(window.location.pathname);
  useLayoutEffect(() => {
    shown.current = search;
    if (written.current === search) written.current = null;
  }, [search]);

  // Leaving for another page whose code is loading: a change of this page's address now would
  // cancel that navigation and keep the user here (read when a patch is made, so kept in a ref).
  const navigation = useNavigation();
  const leaving = useRef(false);
  const away = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  useLayoutEffect(() => {
    leaving.current = away;
  }, [away]);

  const patch = useCallback(
    (changes: SearchPatch, { push = false, flushSync = false }: { push?: boolean; flushSync?: boolean } = {}): URLSearchParams | null => {
      const at = window.location.pathname;
      if ((at !== pathname && at !== opened.current) || leaving.current) return null;
      const next = new URLSearchParams(written.current ?? shown.current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      const text = next.toString();
      written.current = text ? `?${text}` : '';
      navigate(`?${text}`, { replace: !push, flushSync });
      return next;
    },
    [navigate, pathname],
  );

  return [params, patch] as const;
}
