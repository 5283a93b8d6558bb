import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { HubDue } from '../../../components/ui/hub-due';
import { HubNewLink, HubRecords, HubSection } from '../../../components/ui/hub-section';
import type { SortState } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import { sortParam } from '../../../lib/use-list-params';
import { useCompanyLicenses } from '../../licenses/api/get-licenses';
import type { LicenseSortKey } from '../../licenses/api/license-types';
import { LicensesTable } from '../../licenses/components/licenses-table';
import { useAllProspections } from '../../prospections/api/get-prospections';
import type { ProspectionSortKey } from '../../prospections/api/prospection-types';
import { HubOffers } from '../../prospections/components/hub-offers';
import { ProspectionsTable } from '../../prospections/components/prospections-table';

/**
 * The rights business with a company, on its page as a title's on its own (titles'
 * TitleHub): what is due with it, its licenses (as the licensee), the prospections pitched to
 * it and the offers it made. Each name links to its hub, each line to its record.
 */
export function CompanyRights({ companyId, companyName, writer }: { companyId: number; companyName: string; writer: boolean }) {
  const [licenseSort, setLicenseSort] = useState<SortState<LicenseSortKey>>({ key: 'contractDate', direction: 'desc' });
  const [prospectionSort, setProspectionSort] = useState<SortState<ProspectionSortKey>>({ key: 'updatedAt', direction: 'desc' });
  const licenses = useCompanyLicenses(companyId, sortParam(licenseSort));
  const prospections = useAllProspections({ q: '', sort: sortParam(prospectionSort), filters: { companyId: String(companyId) } });
  const names = { company: companyName, companyId };

  return (
    <Stack gap="8">
      <HubDue of="company" licenses={licenses.data} prospections={prospections.data} />

      <HubSection title="Licenses" count={licenses.data?.length} action={writer && <HubNewLink path={paths.licenseNew} label="New license" names={names} />}>
        <HubRecords query={licenses} what="licenses" none="No license with this company yet.">
          {(rows) => <LicensesTable licenses={rows} sort={licenseSort} onSort={setLicenseSort} busy={licenses.isFetching} />}
        </HubRecords>
      </HubSection>

      <HubSection title="Prospections" count={prospections.data?.length} action={writer && <HubNewLink path={paths.prospectionNew} label="New prospection" names={names} />}>
        <HubRecords query={prospections} what="prospections" none="Nothing offered to this company yet.">
          {(rows) => <ProspectionsTable prospections={rows} sort={prospectionSort} onSort={setProspectionSort} writer={writer} busy={prospections.isFetching} />}
        </HubRecords>
      </HubSection>

      <HubOffers of="company" prospections={prospections.data} />
    </Stack>
  );
}
