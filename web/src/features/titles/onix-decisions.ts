import type { KeptFields } from './api/onix-import';

/**
 * The fields kept as they are with `field` of the title `key` switched: kept if it was to be
 * replaced, replaced if it was kept. Every changed field is replaced unless kept.
 */
export function toggleKept(kept: KeptFields, key: string, field: string): KeptFields {
  const fields = kept[key] ?? [];
  const next = fields.includes(field) ? fields.filter((f) => f !== field) : [...fields, field];
  const { [key]: _dropped, ...others } = kept;
  return next.length > 0 ? { ...others, [key]: next } : others;
}

/** Whether the import keeps `field` of the title `key` as it is. */
export const isKept = (kept: KeptFields, key: string, field: string) => (kept[key] ?? []).includes(field);

/** A value of the ONIX preview as text: lists joined, editions by ISBN, contributors by name, empty values said so. */
export function onixValueText(value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '(empty)';
  if (Array.isArray(value)) return value.map(onixValueText).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const named = record.isbn ?? record.name ?? record.text;
    if (typeof named === 'string') return typeof record.role === 'string' ? `${named} (${record.role})` : named;
    return JSON.stringify(value);
  }
  return String(value);
}
