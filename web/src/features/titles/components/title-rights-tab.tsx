import { Stack } from '@chakra-ui/react';
import { HubNote, HubSection } from '../../../components/ui/hub-section';
import { useAvailabilityGrid } from '../api/title-rights';
import { AvailabilityGrid } from './availability-grid';
import { RightsHeld } from './rights-held';

/**
 * The title's Rights tab: what of it is still free to sell today (the availability grid, which
 * follows every change of the rights, licenses and pitches), and what the publisher holds (rights
 * held).
 */
export function TitleRightsTab({ titleId, writer }: { titleId: number; writer: boolean }) {
  const grid = useAvailabilityGrid(titleId);
  return (
    <Stack gap="10">
      <HubSection title="Availability">
        {grid.isError && <HubNote>The availability could not be loaded.</HubNote>}
        {!grid.isError && !grid.data && <HubNote>Loading...</HubNote>}
        {grid.data && <AvailabilityGrid grid={grid.data} titleId={titleId} />}
      </HubSection>
      <RightsHeld titleId={titleId} writer={writer} />
    </Stack>
  );
}
