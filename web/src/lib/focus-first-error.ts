import { useCallback, useEffect, useState, type RefObject } from 'react';

/** What can take the focus inside a field. A hidden input (the PDF's) is skipped for its button. */
const FOCUSABLE = [
  'input:not([type="hidden"]):not([hidden]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Brings the first field in error of `container` (in document order) to the user: scrolls the whole
 * field, label and message included, to the middle of its scrolling area (the page's main area, a
 * drawer's body) and focuses its control, so a refused submit never looks like nothing happened.
 * A field in error is a Chakra `Field.Root`/`Fieldset.Root` marked `data-invalid`, or a control
 * marked `aria-invalid="true"`. Returns false when there is none.
 */
export function focusFirstError(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>('[data-invalid], [aria-invalid="true"]');
  if (!field) return false;
  const control = field.matches(FOCUSABLE) ? field : field.querySelector<HTMLElement>(FOCUSABLE);
  // jsdom has no scrollIntoView
  field.scrollIntoView?.({ block: 'center' });
  control?.focus({ preventScroll: true });
  return true;
}

/**
 * `focusFirstError` for a form whose messages appear with the next render (`container`: a ref to
 * it, or the element itself as a callback ref put it in state): the returned function asks for it, and it runs once React has committed the messages. Every form calls it on a refused
 * submit, whether the core (wasm) or the server (422, 413) refused it.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null> | HTMLElement | null): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) focusFirstError(container === null || container instanceof HTMLElement ? container : container.current);
  }, [requests, container]);
  return useCallback(() => setRequests((n) => n + 1), []);
}
