import { LuCalendarDays } from 'react-icons/lu';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';

export function CalendarPage() {
  return (
    <>
      <PageHeader title="Calendar" description="Deadlines, fairs and meetings." />
      <ComingSoon icon={LuCalendarDays} title="Nothing scheduled yet" description="Contract dates and other events will appear here." />
    </>
  );
}
