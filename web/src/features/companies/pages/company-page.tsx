import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBuilding2, LuPencil, LuWifiOff } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { RecordHistory } from '../../../components/history/record-history';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { canWrite } from '../../../lib/permissions';
import { useSession } from '../../../lib/use-session';
import { useCompany } from '../../contacts/api/companies';
import { CompanyDrawer } from '../../contacts/components/company-drawer';
import { CompanyEvents } from '../components/company-events';
import { CompanyFacts, typeLabels } from '../components/company-facts';
import { CompanyRights } from '../components/company-rights';

/**
 * `/contacts/{id}`, a company's page (its hub): what it is and who works there, what is due with
 * it, its licenses, the prospections pitched to it and its offers, its meetings and events, and its
 * history. Editors open the company drawer from here (Edit: the company and its contacts, Delete);
 * "Company not found" for an unknown id or another team's.
 */
export function CompanyPage() {
  useSession(); // re-render when the session (and so the roles) change
  const { id } = useParams();
  if (!id) throw new Error('No company id provided');
  const writer = canWrite();
  const navigate = useNavigate();
  // A path that is no number asks for /api/companies/NaN, a 404 like any unknown id: "Company not found".
  const companyId = Number(id);
  const company = useCompany(companyId);
  const [editing, setEditing] = useState(false);

  // After a save the company is fresh in the cache; after a delete there is none: back to the list.
  const closeEditor = async () => {
    setEditing(false);
    const { data } = await company.refetch();
    if (data === null) navigate(paths.contacts, { replace: true });
  };

  if (company.isPending) {
    return (
      <>
        <PageHeader title="Company" />
        <PageLoading />
      </>
    );
  }
  if (company.isError) {
    return (
      <>
        <PageHeader title="Company" />
        <StatusPanel icon={<LuWifiOff />} title="The company could not be loaded" description="The server could not be reached.">
          <Button variant="outline" onClick={() => void company.refetch()} loading={company.isRefetching}>
            Try again
          </Button>
        </StatusPanel>
      </>
    );
  }
  if (!company.data) {
    return (
      <>
        <PageHeader title="Company" />
        <StatusPanel icon={<LuBuilding2 />} title="Company not found" description="It may have been deleted, or the link is wrong.">
          <Button asChild variant="outline">
            <RouterLink to={paths.contacts}>Back to contacts</RouterLink>
          </Button>
        </StatusPanel>
      </>
    );
  }

  const { data } = company;
  return (
    <>
      <PageHeader
        title={data.name}
        description={[typeLabels(data), data.country].filter(Boolean).join(' · ') || 'Company'}
        actions={
          writer && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <LuPencil /> Edit
            </Button>
          )
        }
      />
      <Stack gap="8">
        <CompanyFacts company={data} />
        <CompanyRights companyId={data.id} companyName={data.name} writer={writer} />
        <CompanyEvents companyId={data.id} />
      </Stack>
      <RecordHistory entityType="company" entityId={data.id} />
      {writer && <CompanyDrawer target={editing ? data.id : null} readOnly={false} onClose={() => void closeEditor()} />}
    </>
  );
}
