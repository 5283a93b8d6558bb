import { LuFilePenLine } from 'react-icons/lu';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';

export function NewLicensePage() {
  return (
    <>
      <PageHeader title="New license" description="Record a rights contract." />
      <ComingSoon icon={LuFilePenLine} title="The license form is on its way" description="Title, company, contract dates, advance and the signed PDF will be entered here." />
    </>
  );
}
