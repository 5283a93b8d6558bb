import { LuContact } from 'react-icons/lu';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';

export function ContactsPage() {
  return (
    <>
      <PageHeader title="Contacts" description="Companies and their contacts." />
      <ComingSoon icon={LuContact} title="No contacts to show yet" description="Companies and the people you work with will be listed here." />
    </>
  );
}
