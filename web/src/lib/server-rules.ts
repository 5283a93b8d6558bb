import type { FieldErrors } from './core';

/**
 * The `validate` of a form whose rules are the server's alone: core's checks of payments,
 * statements and exchange rates are not in the wasm, which is at its size budget
 * (scripts/test.sh). Nothing is said before sending; the server's 422 messages show under their
 * fields (lib/use-form.ts places them).
 */
export const serverRulesOnly = (): FieldErrors => ({});
