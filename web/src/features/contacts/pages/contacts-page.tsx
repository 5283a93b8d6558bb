import { Button, HStack } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { LuContact, LuPlus, LuSearchX } from 'react-icons/lu';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { companyTypes } from '../../../lib/core';
import { canWrite } from '../../../lib/permissions';
import { todayIso } from '../../../lib/today';
import { useSession } from '../../../lib/use-session';
import { ImportCsvButton } from '../../imports/import-csv-button';
import { useCountries } from '../../reference/api/reference-lists';
import type { PagePrefetch } from '../../../lib/lazy-page';
import { listQueryOf } from '../../../lib/use-list-params';
import { companiesQueryOptions, companyKeys, getAllCompanies, useCompanies } from '../api/companies';
import { CompanyDrawer } from '../components/company-drawer';
import { ContactsTable } from '../components/contacts-table';
import { ContactsToolbar } from '../components/contacts-toolbar';
import { flattenCompanies, toCsvRows, typeLabelsOf } from '../contact-rows';
import { CONTACTS_LIST, useContactsParams } from '../use-contacts-params';

/** The page of companies the address shows. */
export const prefetchContactsPage: PagePrefetch = (queryClient, { url }) => queryClient.prefetchQuery(companiesQueryOptions(listQueryOf(url.searchParams, CONTACTS_LIST)));

/**
 * `/contacts`: the companies, one page at a time from the server, flattened to one row per contact,
 * with search, filters, sort by name, CSV export of every match and the company editor (a row's
 * pencil); a row, or its company's name, opens the company's page.
 */
export function ContactsPage() {
  useSession(); // re-render when the session (and so the roles) change
  const writer = canWrite();
  const params = useContactsParams();
  const { list } = params;
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useCompanies(list);
  // `company=new` is this screen's create route: closed to viewers, like the routes behind the
  // router's RequireWriter (a typed or old link just leaves the drawer shut).
  const viewerOnNew = params.target === 'new' && !writer;
  const target = viewerOnNew ? null : params.target;
  const { close } = params;
  useEffect(() => {
    if (viewerOnNew) close();
  }, [viewerOnNew, close]);
  const types = useMemo(() => companyTypes(), []);
  const labels = useMemo(() => typeLabelsOf(types), [types]);
  const { data: countryList } = useCountries();
  const countries = useMemo(() => [...(countryList ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [countryList]);

  const rows = useMemo(() => flattenCompanies(data?.rows ?? [], labels), [data, labels]);
  const exportRows = async () => toCsvRows(flattenCompanies(await getAllCompanies(list.query), labels));

  return (
    <>
      <PageHeader
        title="Contacts"
        description="Companies and the people you work with."
        actions={
          writer && (
            <HStack gap="2" wrap="wrap">
              <ImportCsvButton kind="companies" refreshes={companyKeys.all} />
              <Button colorPalette="brand" onClick={() => params.open('new')}>
                <LuPlus /> New company
              </Button>
            </HStack>
          )
        }
      />

      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <LoadFailed what="contacts" error={error} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : data.total === 0 && !list.narrowed ? (
        <StatusPanel
          dashed
          icon={<LuContact />}
          title="No companies yet"
          description={`Publishers, agencies and producers, and the people there, will be listed here.${writer ? ' Add the first one with New company.' : ''}`}
        />
      ) : (
        <>
          <ContactsToolbar q={list.q} onSearch={list.setQ} filters={list.filters} onFilter={list.setFilters} countries={countries} types={types}>
            <ExportCsvButton fileName={`contacts-${todayIso()}.csv`} rows={exportRows} disabled={data.total === 0} flexShrink="0" />
          </ContactsToolbar>
          {data.total === 0 ? (
            <StatusPanel icon={<LuSearchX />} title="Nothing matches">
              <Button variant="outline" onClick={list.clear}>
                Clear search and filters
              </Button>
            </StatusPanel>
          ) : (
            <>
              <ContactsTable rows={rows} sort={list.sort} onSort={list.setSort} editHrefOf={writer ? params.hrefFor : undefined} busy={isPlaceholderData} />
              <ListPager
                noun={{ one: 'company', other: 'companies' }}
                page={list.page}
                pageSize={list.pageSize}
                total={data.total}
                totalAtLeast={data.totalAtLeast}
                onPageChange={list.setPage}
                onPageSizeChange={list.setPageSize}
              />
            </>
          )}
        </>
      )}

      <CompanyDrawer target={target} readOnly={!writer} onClose={params.close} />
    </>
  );
}
