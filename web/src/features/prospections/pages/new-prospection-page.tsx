import { LuTelescope } from 'react-icons/lu';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';

export function NewProspectionPage() {
  return (
    <>
      <PageHeader title="New prospection" description="Record a title you are offering to a company." />
      <ComingSoon icon={LuTelescope} title="The prospection form is on its way" description="A new prospection will be entered here." />
    </>
  );
}
