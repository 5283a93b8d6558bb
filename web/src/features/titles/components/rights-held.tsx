import { Badge, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuShieldCheck, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { HubNote, HubSection } from '../../../components/ui/hub-section';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { toaster } from '../../../components/ui/toaster';
import { failureReason } from '../../../lib/api-client';
import { territoryText } from '../../../lib/core';
import { formatDate, languageName } from '../../../lib/format';
import { contractTypeLabel } from '../../../lib/labels';
import { useHoldAllRights, useRemoveRightHeld, useRightsHeld, type RightHeld } from '../api/title-rights';
import { RightHeldDialog } from './right-held-dialog';

const missing = (
  <Text as="span" color="fg.subtle">
    —
  </Text>
);

const columns: ListColumn<RightHeld, never>[] = [
  { key: 'right', label: 'Right', card: 'title', cell: (right) => <Text fontWeight="medium">{contractTypeLabel(right.contractType)}</Text> },
  {
    key: 'languages',
    label: 'Languages',
    card: 'detail',
    cell: (right) => (right.languages.length === 0 ? 'All languages' : right.languages.map(languageName).join(', ')),
  },
  { key: 'territory', label: 'Territory', card: 'detail', cell: (right) => territoryText(right.territory) },
  { key: 'until', label: 'Held until', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (right) => (right.heldUntil ? formatDate(right.heldUntil) : 'No end') },
  { key: 'share', label: 'Author share', card: 'detail', numeric: true, cell: (right) => (right.authorSharePct == null ? missing : `${right.authorSharePct}%`) },
  {
    key: 'status',
    label: 'Status',
    card: 'detail',
    cell: (right) => (
      <HStack gap="1.5" wrap="wrap">
        {right.status === 'provisional' ? (
          <Badge colorPalette="orange" variant="subtle">
            Provisional
          </Badge>
        ) : (
          <Text as="span" color="fg.muted">
            Confirmed
          </Text>
        )}
        {right.authorApprovalRequired && (
          <Badge variant="outline" title="The author approves each license">
            Author approves
          </Badge>
        )}
      </HStack>
    ),
  },
];

const NO_SORT = { key: 'right', direction: 'asc' } as const;

/**
 * The rights the publisher holds for the title from its head contract (docs/http.md, "Rights
 * held"): a row each, added, edited and removed by writers; "We hold all rights" records every
 * right, the world over, in every language, in one step. None recorded: the title's rights are
 * "not recorded", and nothing is refused for want of them.
 */
export function RightsHeld({ titleId, writer }: { titleId: number; writer: boolean }) {
  const rights = useRightsHeld(titleId);
  const holdAll = useHoldAllRights(titleId);
  const remove = useRemoveRightHeld(titleId);
  const [editing, setEditing] = useState<RightHeld | 'new' | null>(null);
  const [removing, setRemoving] = useState<RightHeld | null>(null);
  const rows = rights.data;

  const recordAll = () =>
    holdAll.mutate(undefined, {
      onSuccess: () => toaster.create({ type: 'success', title: 'All rights recorded', description: 'Every right, the world over, in every language' }),
      onError: (error) => toaster.create({ type: 'error', title: 'The rights could not be recorded', description: failureReason(error) }),
    });
  const confirmRemove = (right: RightHeld) =>
    remove.mutate(right.id, {
      onSuccess: () => {
        setRemoving(null);
        toaster.create({ type: 'success', title: 'Right removed', description: contractTypeLabel(right.contractType) });
      },
      onError: (error) => toaster.create({ type: 'error', title: 'The right could not be removed', description: failureReason(error) }),
    });

  const action = writer && (
    <HStack gap="2" wrap="wrap">
      {rows?.length === 0 && (
        <Button size="sm" variant="outline" onClick={recordAll} loading={holdAll.isPending}>
          <LuShieldCheck /> We hold all rights, world, all languages
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
        <LuPlus /> Add a right
      </Button>
    </HStack>
  );

  return (
    <HubSection title="Rights held" count={rows?.length} action={action}>
      {rights.isError && <HubNote>The rights held could not be loaded.</HubNote>}
      {!rights.isError && !rows && <HubNote>Loading...</HubNote>}
      {rows?.length === 0 && (
        <HubNote>Not recorded: nothing is refused for want of rights. Record what the head contract with the author gives you to see what is not yours to sell.</HubNote>
      )}
      {rows && rows.length > 0 && (
        <ResponsiveList
          label="Rights held"
          rows={rows}
          rowKey={(right) => String(right.id)}
          columns={columns}
          sort={NO_SORT}
          onSort={() => undefined}
          actions={
            writer
              ? (right) => {
                  const name = contractTypeLabel(right.contractType);
                  return (
                    <HStack gap="0">
                      <IconButton size="xs" variant="ghost" aria-label={`Edit ${name}`} onClick={() => setEditing(right)}>
                        <LuPencil />
                      </IconButton>
                      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${name}`} onClick={() => setRemoving(right)}>
                        <LuTrash2 />
                      </IconButton>
                    </HStack>
                  );
                }
              : undefined
          }
        />
      )}
      {editing !== null && (
        <RightHeldDialog titleId={titleId} right={editing === 'new' ? undefined : editing} open onOpenChange={(open) => !open && setEditing(null)} />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this right held?"
        body={removing && `${contractTypeLabel(removing.contractType)}, ${territoryText(removing.territory)}: licenses of it will no longer be checked against it.`}
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
      />
    </HubSection>
  );
}
