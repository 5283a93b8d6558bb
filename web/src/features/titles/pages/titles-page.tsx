import { LuBookOpen } from 'react-icons/lu';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';

export function TitlesPage() {
  return (
    <>
      <PageHeader title="Titles" description="The books whose rights your team manages." />
      <ComingSoon icon={LuBookOpen} title="No titles to show yet" description="Your team's titles will be listed here." />
    </>
  );
}
