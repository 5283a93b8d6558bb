import { useSearchParams } from 'react-router';

/** The names a form starts with when opened from a hub: a title's, a company's, each with its id. */
export interface PresetNames {
  title?: string;
  titleId?: number;
  company?: string;
  companyId?: number;
}

/** The address that opens the form at `path` with `names` set, as if picked (`/licenses/new?title=Dune&titleId=4`). */
export function presetPath(path: string, names: PresetNames): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(names)) if (value !== undefined) params.set(key, String(value));
  return `${path}?${params}`;
}

/** A name and its id from the address, both there and the id a whole number; else nothing. */
function pick(params: URLSearchParams, name: string): [string, number] | undefined {
  const text = params.get(name)?.trim();
  const id = Number(params.get(`${name}Id`));
  return text && Number.isInteger(id) && id > 0 ? [text, id] : undefined;
}

/**
 * The names a "New license" or "New prospection" link from a title's or a company's page presets
 * (`?title=Dune&titleId=4`, `?company=Gallimard&companyId=6`): each name with its id, as if picked;
 * a name without its id (or the reverse) is left out.
 */
export function usePresetNames(): PresetNames {
  const [params] = useSearchParams();
  const title = pick(params, 'title');
  const company = pick(params, 'company');
  return {
    ...(title && { title: title[0], titleId: title[1] }),
    ...(company && { company: company[0], companyId: company[1] }),
  };
}
