import { Button, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { LuContact, LuPlus, LuSearchX, LuWifiOff } from 'react-icons/lu';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusPanel } from '../../../components/ui/status-panel';
import { PageLoading } from '../../../components/ui/page-loading';
import { downloadCsv } from '../../../lib/csv';
import { companyTypes, searchKey } from '../../../lib/core';
import { canWrite } from '../../../lib/permissions';
import { useSession } from '../../../lib/use-session';
import { useCompanies } from '../api/companies';
import { CompanyDrawer } from '../components/company-drawer';
import { ContactsTable } from '../components/contacts-table';
import { ContactsToolbar } from '../components/contacts-toolbar';
import { countriesOf, filterRows, flattenCompanies, sortRows, toCsvRows, typeLabelsOf } from '../contact-rows';
import { useContactsParams } from '../use-contacts-params';

/**
 * `fn`, remembering its result per text. Filling the cache after a render is safe, as it only holds
 * results of a pure function; it is made here, outside the hook, so that it is not a value of the
 * render, which react-hooks/immutability forbids changing afterwards.
 */
function remembered(fn: (text: string) => string): (text: string) => string {
  const cache = new Map<string, string>();
  return (text) => {
    let result = cache.get(text);
    if (result === undefined) {
      result = fn(text);
      cache.set(text, result);
    }
    return result;
  };
}

/** searchKey through wasm, remembered per text while the page is shown (the same names are matched on every keystroke). */
function useSearchKey() {
  return useMemo(() => remembered(searchKey), []);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `/contacts`: companies flattened to one row per contact, with search, filters, sort, CSV export and the company editor. */
export function ContactsPage() {
  useSession(); // re-render when the session (and so the roles) change
  const writer = canWrite();
  const { data: companies = [], isPending, isError, error, refetch } = useCompanies();
  const params = useContactsParams();
  // `company=new` is this screen's create route: closed to viewers, like the routes behind the
  // router's RequireWriter (a typed or old link just leaves the drawer shut).
  const viewerOnNew = params.target === 'new' && !writer;
  const target = viewerOnNew ? null : params.target;
  const { close } = params;
  useEffect(() => {
    if (viewerOnNew) close();
  }, [viewerOnNew, close]);
  const key = useSearchKey();
  const types = useMemo(() => companyTypes(), []);

  const allRows = useMemo(() => flattenCompanies(companies, typeLabelsOf(types)), [companies, types]);
  const countries = useMemo(() => countriesOf(allRows), [allRows]);
  const rows = useMemo(
    () => sortRows(filterRows(allRows, params.filters, key), params.sort),
    [allRows, params.filters.search, params.filters.countryId, params.filters.type, params.sort.key, params.sort.direction, key], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const filtered = Boolean(params.filters.search || params.filters.countryId || params.filters.type);
  const companyCount = new Set(rows.map((r) => r.companyId)).size;

  const onExport = () => downloadCsv(`contacts-${new Date().toISOString().slice(0, 10)}.csv`, toCsvRows(rows));

  return (
    <>
      <PageHeader
        title="Contacts"
        description="Companies and the people you work with."
        actions={
          writer && (
            <Button colorPalette="brand" onClick={() => params.open('new')}>
              <LuPlus /> New company
            </Button>
          )
        }
      />

      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <StatusPanel icon={<LuWifiOff />} title="The contacts could not be loaded." description={error.message}>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </StatusPanel>
      ) : companies.length === 0 ? (
        <StatusPanel
          dashed
          icon={<LuContact />}
          title="No companies yet"
          description={`Publishers, agencies and producers, and the people there, will be listed here.${writer ? ' Add the first one with New company.' : ''}`}
        />
      ) : (
        <>
          <ContactsToolbar
            filters={params.filters}
            onChange={params.setFilters}
            countries={countries}
            types={types}
            onExport={onExport}
            exportDisabled={rows.length === 0}
          />
          <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
            {plural(rows.length, 'row', 'rows')} · {plural(companyCount, 'company', 'companies')}
            {filtered && ` (filtered from ${plural(companies.length, 'company', 'companies')})`}
          </Text>
          {rows.length === 0 ? (
            <StatusPanel icon={<LuSearchX />} title="Nothing matches">
              <Button variant="outline" onClick={params.clearFilters}>
                Clear search and filters
              </Button>
            </StatusPanel>
          ) : (
            <ContactsTable rows={rows} sort={params.sort} onSort={params.setSort} hrefOf={params.hrefFor} onOpen={params.open} />
          )}
        </>
      )}

      <CompanyDrawer target={target} readOnly={!writer} onClose={params.close} />
    </>
  );
}
