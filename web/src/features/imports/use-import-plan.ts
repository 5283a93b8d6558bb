import { useMemo } from 'react';
import { useCountries, useLanguages } from '../reference/api/reference-lists';
import type { ImportKind } from './api/import-rows';
import type { ImportParse } from './import-plan';
import { parseCompanies, type CompanyImport } from './parse-companies';
import { parseTitles, type TitleImport } from './parse-titles';

/** A file the user chose, read as text. */
export interface ChosenFile {
  name: string;
  text: string;
}

export type AnyImportParse = ImportParse<TitleImport | CompanyImport>;

/**
 * The chosen file read as an import of `kind`. Companies name countries and languages, so they
 * wait for the reference lists (usually already cached by the shell): `lists` says whether they
 * are there.
 */
export function useImportPlan(kind: ImportKind, file: ChosenFile | null) {
  const countries = useCountries();
  const languages = useLanguages();
  const plan = useMemo((): AnyImportParse | undefined => {
    if (!file) return undefined;
    if (kind === 'titles') return parseTitles(file.text);
    if (!countries.data || !languages.data) return undefined;
    return parseCompanies(file.text, { countries: countries.data, languages: languages.data });
  }, [kind, file, countries.data, languages.data]);
  const listsReady = kind === 'titles' || Boolean(countries.data && languages.data);
  return {
    plan,
    lists: listsReady ? ('ready' as const) : countries.isError || languages.isError ? ('failed' as const) : ('loading' as const),
    retryLists: () => Promise.all([countries.isError && countries.refetch(), languages.isError && languages.refetch()]),
  };
}
