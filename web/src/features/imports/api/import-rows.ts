/**
 * `POST /api/titles/import` and `POST /api/companies/import`: the whole array in one request,
 * written all or nothing. 200 `{imported}`; 422 `{message, errors: {"<index>.<field>": message}}`
 * naming entities by their index in the array, nothing written; 413 `{message}` for too many rows
 * or too large a body. A failure rejects with a WriteError ("failed to import titles: 422 - ...").
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, write } from '../../../lib/api-client';
import type { CompanyImport } from '../parse-companies';
import type { TitleImport } from '../parse-titles';

export type ImportKind = 'titles' | 'companies';

/** A company of the file that the team already had: the contacts the import gives it. */
export interface MergedCompany {
  /** its index in the array sent */
  index: number;
  id: number;
  /** its name as the team has it */
  name: string;
  contactsAdded: number;
  /** the file's contacts it already had (same e-mail or name), left out */
  contactsAlready: number;
}

/** The answer of an import: how many entities were created; for companies, those that were already there. */
export interface Imported {
  imported: number;
  merged?: MergedCompany[];
}

export interface ImportRequest {
  kind: ImportKind;
  entities: readonly (TitleImport | CompanyImport)[];
  /** companies only: check and say what would be done, write nothing */
  dryRun?: boolean;
}

export const importRows = ({ kind, entities, dryRun }: ImportRequest) =>
  write(`import ${kind}`, () => api.post<Imported>(`/${kind}/import${dryRun ? '?dryRun=true' : ''}`, entities));

const contacts = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'contact' : 'contacts'}`;

/** "Adds 2 contacts to Hanser Verlag (1 already there)", as `rightsdesk import companies` says it. */
export function mergedLine({ name, contactsAdded, contactsAlready }: MergedCompany): string {
  const already = contactsAlready > 0 ? ` (${contacts(contactsAlready)} already there)` : '';
  return `Adds ${contacts(contactsAdded)} to ${name}${already}`;
}

/**
 * Sends an import; once written, the queries under `refreshes` (the imported resource's root key,
 * given by the page that owns it) are refetched.
 */
export function useImportRows(refreshes: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRows,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshes }),
  });
}
