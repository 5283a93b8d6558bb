import { useParams } from 'react-router';
import { LuBookOpen } from 'react-icons/lu';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';

export function EditTitlePage() {
  const { id } = useParams();
  if (!id) throw new Error('No title id provided');
  return (
    <>
      <PageHeader title="Edit title" description={`Title #${id}`} />
      <ComingSoon icon={LuBookOpen} title="The title form is on its way" description="This title will be edited here." />
    </>
  );
}
