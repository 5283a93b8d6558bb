import { Button, type ButtonProps } from '@chakra-ui/react';
import { LuCheck, LuPhoneOutgoing } from 'react-icons/lu';
import { toaster } from '../../../components/ui/toaster';
import { WriteError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { todayIso } from '../../../lib/today';
import type { Prospection } from '../api/prospection-types';
import { useChaseProspection } from '../api/save-prospection';

/**
 * One click records that the editor was chased today; the server schedules the next chase 30 days
 * on and the toast says when. Once recorded (or when the last chase is today's already) it says
 * so, "Chased ✓", and offers no second click.
 */
export function ChasedTodayButton({ prospection, size = 'xs' }: { prospection: Prospection; size?: ButtonProps['size'] }) {
  const chase = useChaseProspection();
  // Awaited rather than told through mutate's callbacks: those are dropped once the row leaves a
  // refreshed list ("Needs chasing"), which a saved chase makes it do, and the toast with them.
  const run = async () => {
    try {
      const saved = await chase.mutateAsync({ id: prospection.id });
      toaster.create({ type: 'success', title: 'Chased today', description: `${saved.title} – ${saved.company}: next chase on ${formatDate(saved.chaseDate)}` });
    } catch (error) {
      if (error instanceof WriteError && (error.status === 401 || error.status === 403)) return;
      const reason = error instanceof WriteError && error.serverMessage ? error.serverMessage : 'The server could not be reached; try again.';
      toaster.create({ type: 'error', title: 'The chase was not recorded', description: reason });
    }
  };
  if (chase.isSuccess || prospection.lastChasedDate === todayIso()) {
    return (
      <Button size={size} variant="subtle" colorPalette="green" disabled aria-label={`Chase recorded today: ${prospection.title} – ${prospection.company}`}>
        <LuCheck /> Chased
      </Button>
    );
  }
  return (
    <Button size={size} variant="outline" loading={chase.isPending} onClick={() => void run()} aria-label={`Chased today: ${prospection.title} – ${prospection.company}`}>
      <LuPhoneOutgoing /> Chased today
    </Button>
  );
}
