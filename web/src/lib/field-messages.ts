import { useState } from 'react';
import type { FieldErrors } from './core';

/** The part of a focus event that says where focus went. */
export interface BlurEvent {
  relatedTarget: EventTarget | null;
}

/**
 * Whether leaving a field marks it touched (and so shows its message). Not when focus goes to a
 * button such as Submit or Cancel: the message would appear under the field, push the button from
 * under the pointer between press and release, and the click would be lost. Submit marks every
 * field touched anyway.
 */
export function touchesOnBlur(event?: BlurEvent): boolean {
  return !(event?.relatedTarget instanceof HTMLButtonElement);
}

/**
 * Which messages a form shows (docs/product.md §5), shared by every form: the core's message for a field once
 * it was changed or left, or after a submit attempt; a server 422's message on its field until that
 * field changes again. `clientErrors` are the core's messages for the current values.
 */
export function useFieldMessages(clientErrors: FieldErrors) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const touch = (fields: readonly string[]) =>
    setTouched((prev) => (fields.every((f) => prev.has(f)) ? prev : new Set([...prev, ...fields])));

  return {
    /** The message to show under `field` now. */
    errorOf: (field: string): string | undefined => (touched.has(field) ? clientErrors[field] : undefined) ?? serverErrors[field],
    serverErrors,
    /** The user changed `fields`: their core messages show from now on, their server messages go. */
    changed(...fields: string[]) {
      touch(fields);
      setServerErrors((prev) => {
        if (!fields.some((f) => f in prev)) return prev;
        const next = { ...prev };
        for (const f of fields) delete next[f];
        return next;
      });
    },
    /** The user left `field`. */
    blurred(field: string, event?: BlurEvent) {
      if (touchesOnBlur(event)) touch([field]);
    },
    /** A submit attempt: every field's message shows. */
    touchAll(fields: readonly string[]) {
      touch(fields);
    },
    /** A 422's `{field: message}`, shown on those fields. */
    showServerErrors(errors: FieldErrors) {
      setServerErrors(errors);
    },
  };
}
