import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/** "Frankfurt 2026 – Fiction" as a file name: letters, digits and dashes, "guide" when nothing is left. */
export function csvFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'guide'}.csv`;
}

/**
 * GET /guides/{id}/export.csv: one row per title in the guide's order (its section, the title, its
 * ISBN, the rights sold, where it is available and not), saved as a download named after the guide.
 */
export async function downloadGuideCsv(id: number, name: string): Promise<void> {
  saveBlob(await apiBlob(`/guides/${encodeURIComponent(String(id))}/export.csv`), csvFileName(name));
}
