import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { HubDue } from '../../../components/ui/hub-due';
import { HubNewLink, HubRecords, HubSection } from '../../../components/ui/hub-section';
import type { SortState } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import { sortParam } from '../../../lib/use-list-params';
import { LicensesTable } from '../../licenses/components/licenses-table';
import type { LicenseSortKey } from '../../licenses/api/license-types';
import type { QueryClient } from '@tanstack/react-query';
import { allProspectionsQueryOptions, useAllProspections } from '../../prospections/api/get-prospections';
import { titleLicensesQueryOptions, useTitleLicenses } from '../../prospections/api/get-title-licenses';
import type { ProspectionSortKey } from '../../prospections/api/prospection-types';
import { HubOffers } from '../../prospections/components/hub-offers';
import { ProspectionsTable } from '../../prospections/components/prospections-table';

/** The hub's lists in their first order: the latest contract first, the pitch last moved first. */
const FIRST_LICENSE_SORT: SortState<LicenseSortKey> = { key: 'contractDate', direction: 'desc' };
const FIRST_PROSPECTION_SORT: SortState<ProspectionSortKey> = { key: 'updatedAt', direction: 'desc' };

const licensesQuery = (titleId: number, sort: SortState<LicenseSortKey>) => ({ titleId, sort: sortParam(sort) });
const prospectionsQuery = (titleId: number, sort: SortState<ProspectionSortKey>) => ({ q: '', sort: sortParam(sort), filters: { titleId: String(titleId) } });

/** The hub's lists as it first shows them (the title page's prefetch). */
export const prefetchTitleHub = (queryClient: QueryClient, titleId: number) =>
  Promise.all([
    queryClient.prefetchQuery(titleLicensesQueryOptions(licensesQuery(titleId, FIRST_LICENSE_SORT))),
    queryClient.prefetchQuery(allProspectionsQueryOptions(prospectionsQuery(titleId, FIRST_PROSPECTION_SORT))),
  ]);

/**
 * A title's hub under its form: what is due on it, its licenses (with their PDFs), its
 * prospections (the pitches of every right and company, where each stands) and the offers they
 * received. Each name links to its hub, each line to its record.
 */
export function TitleHub({ titleId, titleName, writer }: { titleId: number; titleName: string; writer: boolean }) {
  const [licenseSort, setLicenseSort] = useState(FIRST_LICENSE_SORT);
  const [prospectionSort, setProspectionSort] = useState(FIRST_PROSPECTION_SORT);
  const licenses = useTitleLicenses(licensesQuery(titleId, licenseSort));
  const prospections = useAllProspections(prospectionsQuery(titleId, prospectionSort));
  const names = { title: titleName, titleId };

  return (
    <Stack gap="8" mt="10">
      <HubDue of="title" licenses={licenses.data} prospections={prospections.data} />

      <HubSection title="Licenses" count={licenses.data?.length} action={writer && <HubNewLink path={paths.licenseNew} label="New license" names={names} />}>
        <HubRecords query={licenses} what="licenses" none="No license for this title yet.">
          {(rows) => <LicensesTable licenses={rows} sort={licenseSort} onSort={setLicenseSort} busy={licenses.isFetching} />}
        </HubRecords>
      </HubSection>

      <HubSection title="Prospections" count={prospections.data?.length} action={writer && <HubNewLink path={paths.prospectionNew} label="New prospection" names={names} />}>
        <HubRecords query={prospections} what="prospections" none="Not offered to anyone yet.">
          {(rows) => <ProspectionsTable prospections={rows} sort={prospectionSort} onSort={setProspectionSort} writer={writer} busy={prospections.isFetching} />}
        </HubRecords>
      </HubSection>

      <HubOffers of="title" prospections={prospections.data} />
    </Stack>
  );
}
