import { Button, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { LuFilePenLine, LuPlus, LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { canWrite } from '../../../lib/permissions';
import { todayIso } from '../../../lib/today';
import type { PagePrefetch } from '../../../lib/lazy-page';
import { listQueryOf, useListParams, type ListOptions } from '../../../lib/use-list-params';
import { getAllLicenses, licensesQueryOptions, useLicenses } from '../api/get-licenses';
import { licenseFilters, licenseSortKeys, type LicenseFilter, type LicenseSortKey } from '../api/license-types';
import { AdvanceTotals } from '../components/advance-totals';
import { LicensesFilters } from '../components/licenses-filters';
import { LicensesTable } from '../components/licenses-table';
import { defaultLicenseSort, licensesCsvRows } from '../license-list';


/** The list's order, its default and its filters, as the address gives them. */
const LICENSE_LIST: ListOptions<LicenseSortKey, LicenseFilter> = { sortKeys: licenseSortKeys, defaultSort: defaultLicenseSort, filters: licenseFilters };

/** The page of licenses the address shows. */
export const prefetchLicensesPage: PagePrefetch = (queryClient, { url }) => queryClient.prefetchQuery(licensesQueryOptions(listQueryOf(url.searchParams, LICENSE_LIST)));

/**
 * `/licenses`: the team's licenses, one page at a time from the server, with search, filters and
 * sort (all kept in the address), the advances' totals and the CSV export of every match.
 */
export function LicensesPage() {
  const queryClient = useQueryClient();
  const list = useListParams({
    ...LICENSE_LIST,
    prefetch: (query) => void queryClient.prefetchQuery(licensesQueryOptions(query)),
  });
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useLicenses(list);
  const writer = canWrite();

  const actions = (
    <HStack gap="2">
      <ExportCsvButton size="sm" fileName={`licenses-${todayIso()}.csv`} rows={async () => licensesCsvRows(await getAllLicenses(list.query))} disabled={!data?.total} />
      {writer && (
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={paths.licenseNew}>
            <LuPlus /> New license
          </RouterLink>
        </Button>
      )}
    </HStack>
  );

  return (
    <>
      <PageHeader title="Licenses" description="Rights contracts, signed and pending." actions={actions} />
      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <LoadFailed what="licenses" error={error} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : data.total === 0 && !list.narrowed ? (
        <StatusPanel
          dashed
          icon={<LuFilePenLine />}
          title="No licenses yet"
          description={writer ? 'Record your first rights contract, with its signed PDF.' : "Your team's licenses will be listed here."}
        />
      ) : (
        <>
          <LicensesFilters q={list.q} onSearch={list.setQ} filters={list.filters} onFilter={list.setFilters} narrowed={list.narrowed} onClear={list.clear} />
          {data.total > 0 ? (
            <>
              <AdvanceTotals shown={data.rows} partial={data.total > data.rows.length} />
              <LicensesTable licenses={data.rows} sort={list.sort} onSort={list.setSort} busy={isPlaceholderData} />
              <ListPager
                noun={{ one: 'license', other: 'licenses' }}
                page={list.page}
                pageSize={list.pageSize}
                total={data.total}
                totalAtLeast={data.totalAtLeast}
                onPageChange={list.setPage}
                onPageSizeChange={list.setPageSize}
              />
            </>
          ) : (
            <StatusPanel icon={<LuSearchX />} title="No licenses match">
              <Button variant="outline" onClick={list.clear}>
                Clear filters
              </Button>
            </StatusPanel>
          )}
        </>
      )}
    </>
  );
}
