import { contractTypes } from './core';

/** The label of a value of one of core's option lists; the value itself when unknown, '' for none. */
export const labelOf = (options: readonly { value: string; label: string }[], value: string | null | undefined): string =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : '';

/** The label of a contract type wire value ("foreign_rights" -> "Translation"); the value itself when unknown. */
export const contractTypeLabel = (value: string | null | undefined): string => labelOf(contractTypes(), value);
