import { LuTelescope } from 'react-icons/lu';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';

export function ProspectionsPage() {
  return (
    <>
      <PageHeader title="Prospections" description="Titles you are offering, and to whom." />
      <ComingSoon icon={LuTelescope} title="No prospections to show yet" description="Your team's prospections will be listed here." />
    </>
  );
}
