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

/** The answer of an import: how many entities were written. */
export interface Imported {
  imported: number;
}

export interface ImportRequest {
  kind: ImportKind;
  entities: readonly (TitleImport | CompanyImport)[];
}

export const importRows = ({ kind, entities }: ImportRequest) => write(`import ${kind}`, () => api.post<Imported>(`/${kind}/import`, entities));

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
