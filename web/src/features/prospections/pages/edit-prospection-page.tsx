import { useParams } from 'react-router';
import { LuTelescope } from 'react-icons/lu';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';

export function EditProspectionPage() {
  const { id } = useParams();
  if (!id) throw new Error('No prospection id provided');
  return (
    <>
      <PageHeader title="Edit prospection" description={`Prospection #${id}`} />
      <ComingSoon icon={LuTelescope} title="The prospection form is on its way" description="This prospection will be edited here." />
    </>
  );
}
