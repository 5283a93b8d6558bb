import { useEffect, useState } from 'react';

/**
 * Whether `element` has come near the viewport (once true, it stays): what a list's images wait
 * for before they are fetched. Without IntersectionObserver (tests), everything is in view.
 */
export function useInView(element: Element | null, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, rootMargin]);
  return seen;
}
