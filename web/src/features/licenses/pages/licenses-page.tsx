import { LuFilePenLine } from 'react-icons/lu';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';

export function LicensesPage() {
  return (
    <>
      <PageHeader title="Licenses" description="Rights contracts, signed and pending." />
      <ComingSoon icon={LuFilePenLine} title="No licenses to show yet" description="Your team's licenses will be listed here." />
    </>
  );
}
