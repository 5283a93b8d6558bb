import { Button, HStack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuDownload, LuFilePenLine, LuPlus, LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import type { SortState } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import { downloadCsv } from '../../../lib/csv';
import { canWrite } from '../../../lib/permissions';
import { useLicenses } from '../api/get-licenses';
import { AdvanceTotals } from '../components/advance-totals';
import { LicensesFilters } from '../components/licenses-filters';
import { LicensesTable } from '../components/licenses-table';
import {
  defaultLicenseSort,
  filterLicenses,
  licenseYears,
  licensesCsvRows,
  noLicenseFilters,
  sortLicenses,
  type LicenseFilters,
  type LicenseSortKey,
} from '../license-list';

const today = () => new Date().toLocaleDateString('sv-SE'); // YYYY-MM-DD, local

/** `/licenses`: the team's licenses with search, filters, sort, totals and CSV export. */
export function LicensesPage() {
  const { data: licenses = [], isPending } = useLicenses();
  const [filters, setFilters] = useState<LicenseFilters>({ ...noLicenseFilters });
  const [sort, setSort] = useState<SortState<LicenseSortKey>>(defaultLicenseSort);
  const writer = canWrite();

  const years = useMemo(() => licenseYears(licenses), [licenses]);
  const shown = useMemo(() => sortLicenses(filterLicenses(licenses, filters), sort), [licenses, filters, sort]);

  const actions = (
    <HStack gap="2">
      <Button variant="outline" size="sm" disabled={shown.length === 0} onClick={() => downloadCsv(`licenses-${today()}.csv`, licensesCsvRows(shown))}>
        <LuDownload /> Export CSV
      </Button>
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
      ) : licenses.length === 0 ? (
        <StatusPanel
          dashed
          icon={<LuFilePenLine />}
          title="No licenses yet"
          description={writer ? 'Record your first rights contract, with its signed PDF.' : "Your team's licenses will be listed here."}
        />
      ) : (
        <>
          <LicensesFilters filters={filters} years={years} onChange={setFilters} />
          <AdvanceTotals shown={shown} total={licenses.length} />
          {shown.length > 0 ? (
            <LicensesTable licenses={shown} sort={sort} onSort={setSort} />
          ) : (
            <StatusPanel icon={<LuSearchX />} title="No licenses match">
              <Button variant="outline" onClick={() => setFilters({ ...noLicenseFilters })}>
                Clear filters
              </Button>
            </StatusPanel>
          )}
        </>
      )}
    </>
  );
}
