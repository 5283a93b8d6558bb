import { LuBookOpen } from 'react-icons/lu';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';

export function NewTitlePage() {
  return (
    <>
      <PageHeader title="New title" description="Add a book to your catalogue." />
      <ComingSoon icon={LuBookOpen} title="The title form is on its way" description="Name, author, publish date and description will be entered here." />
    </>
  );
}
