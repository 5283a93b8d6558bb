import { useParams } from 'react-router';
import { LuFilePenLine } from 'react-icons/lu';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';

export function EditLicensePage() {
  const { id } = useParams();
  if (!id) throw new Error('No license id provided');
  return (
    <>
      <PageHeader title="Edit license" description={`License #${id}`} />
      <ComingSoon icon={LuFilePenLine} title="The license form is on its way" description="This license will be edited here." />
    </>
  );
}
