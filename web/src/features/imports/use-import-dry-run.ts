import { useQuery } from '@tanstack/react-query';
import { importRows, type ImportKind } from './api/import-rows';
import type { CompanyImport } from './parse-companies';

/**
 * What a companies import would do, asked of the server before the user imports (`POST
 * /api/companies/import?dryRun=true`: nothing written): the companies the team already has and
 * the contacts each would get, or the server's refusals (a 422, as the import itself would answer).
 * `file` names the chosen file (a new one asks again); `entities` is undefined until the file
 * passes the core's checks. Titles are not asked: their import has nothing to say before writing.
 */
export function useImportDryRun(kind: ImportKind, file: number, entities: readonly CompanyImport[] | undefined) {
  return useQuery({
    queryKey: ['import-dry-run', kind, file],
    queryFn: () => importRows({ kind, entities: entities ?? [], dryRun: true }),
    enabled: kind === 'companies' && entities !== undefined,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
