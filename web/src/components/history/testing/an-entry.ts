import type { ActivityEntry } from '../../../generated/ActivityEntry';

/** An activity entry as the server answers it: Alice's update of license 4 (Dune → Gallimard); `fields` override. */
export const anEntry = (fields: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 1,
  at: '2026-03-10T14:05:00Z',
  actorId: 7,
  actor: 'Alice Martin',
  action: 'update',
  entityType: 'license',
  entityId: 4,
  entityName: 'Dune → Gallimard',
  changes: null,
  ...fields,
});
