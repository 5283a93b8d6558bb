import { useEffect, useState } from 'react';

/**
 * `value`, passed on once it has stayed the same for `delay` ms: what a box searches or completes
 * once typing pauses, rather than at every key. The first render passes it on at once.
 */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
