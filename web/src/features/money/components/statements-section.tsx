import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFilePlus, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { HubNote, HubSection } from '../../../components/ui/hub-section';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { toaster } from '../../../components/ui/toaster';
import { failureReason } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { useDeleteStatement, useLicenseStatements, useRoyalties } from '../api/license-money';
import type { ExpectedStatement, Statement } from '../api/money-types';
import { EarnOut } from './earn-out';
import { StatementStatusBadge } from './payment-status-badge';
import { StatementDialog, type StatementEdit } from './statement-dialog';
import type { LicenseTerms } from './payments-section';

const NO_SORT = { key: 'period', direction: 'asc' } as const;
const period = (s: { periodStart: string | null; periodEnd: string | null }) => `${formatDate(s.periodStart)} – ${formatDate(s.periodEnd)}`;

/** An expected statement's standing: received, overdue, or still to come by its due date. */
const expectedStatus = (e: ExpectedStatement) => (e.received ? 'received' : e.overdue ? 'overdue' : 'expected');

/**
 * The license's Statements: the earn-out, the statements its accounting periods call for since
 * publication (received, overdue, or expected by their due date; writers record one from there),
 * and the statements recorded, which writers edit and delete.
 */
export function StatementsSection({ license, writer }: { license: LicenseTerms; writer: boolean }) {
  const statements = useLicenseStatements(license.id);
  const royalties = useRoyalties(license.id);
  const remove = useDeleteStatement(license.id);
  const [edit, setEdit] = useState<StatementEdit | null>(null);
  const [removing, setRemoving] = useState<Statement | null>(null);
  const rows = statements.data;
  const expected = royalties.data?.expected ?? [];

  const expectedColumns: ListColumn<ExpectedStatement, never>[] = [
    { key: 'period', label: 'Period', card: 'title', cell: (e) => <Text fontWeight="medium">{period(e)}</Text> },
    { key: 'due', label: 'Due', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (e) => formatDate(e.dueDate) },
    { key: 'status', label: 'Status', card: 'detail', cell: (e) => <StatementStatusBadge status={expectedStatus(e)} /> },
  ];
  const recordedColumns: ListColumn<Statement, never>[] = [
    { key: 'period', label: 'Period', card: 'title', cell: (s) => <Text fontWeight="medium">{period(s)}</Text> },
    { key: 'received', label: 'Received', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (s) => formatDate(s.receivedDate) },
    { key: 'copies', label: 'Copies sold', card: 'detail', numeric: true, cell: (s) => (s.copiesSold == null ? '' : s.copiesSold.toLocaleString()) },
    { key: 'earned', label: 'Earned', card: 'detail', numeric: true, cellStyles: { whiteSpace: 'nowrap' }, cell: (s) => formatMoney(s.earned, s.currency) },
  ];

  return (
    <Stack gap="10">
      <HubSection title="Earn-out">
        {royalties.isError && <HubNote>The royalties could not be loaded.</HubNote>}
        {!royalties.isError && !royalties.data && <HubNote>Loading...</HubNote>}
        {royalties.data && <EarnOut royalties={royalties.data} />}
      </HubSection>

      <HubSection title="Statements expected" count={royalties.data ? expected.length : undefined}>
        {royalties.data && expected.length === 0 && <HubNote>None yet: a statement is expected for each accounting period ended since the publication date.</HubNote>}
        {expected.length > 0 && (
          <ResponsiveList
            label="Statements expected"
            rows={expected}
            rowKey={(e) => e.periodEnd}
            columns={expectedColumns}
            sort={NO_SORT}
            onSort={() => undefined}
            actions={
              writer
                ? (e) =>
                    !e.received && (
                      <Button size="xs" variant="outline" onClick={() => setEdit({ period: { periodStart: e.periodStart, periodEnd: e.periodEnd } })} aria-label={`Record the statement of ${period(e)}`}>
                        <LuFilePlus /> Record
                      </Button>
                    )
                : undefined
            }
          />
        )}
      </HubSection>

      <HubSection
        title="Statements recorded"
        count={rows?.length}
        action={
          writer && (
            <Button size="sm" variant="outline" onClick={() => setEdit({})}>
              <LuPlus /> Record a statement
            </Button>
          )
        }
      >
        {statements.isError && <HubNote>The statements could not be loaded.</HubNote>}
        {!statements.isError && !rows && <HubNote>Loading...</HubNote>}
        {rows?.length === 0 && <HubNote>No statement recorded yet.</HubNote>}
        {rows && rows.length > 0 && (
          <ResponsiveList
            label="Statements recorded"
            rows={rows}
            rowKey={(s) => String(s.id)}
            columns={recordedColumns}
            sort={NO_SORT}
            onSort={() => undefined}
            actions={
              writer
                ? (s) => (
                    <HStack gap="0">
                      <IconButton size="xs" variant="ghost" aria-label={`Edit the statement of ${period(s)}`} onClick={() => setEdit({ statement: s })}>
                        <LuPencil />
                      </IconButton>
                      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Delete the statement of ${period(s)}`} onClick={() => setRemoving(s)}>
                        <LuTrash2 />
                      </IconButton>
                    </HStack>
                  )
                : undefined
            }
          />
        )}
      </HubSection>

      <StatementDialog licenseId={license.id} licenseCurrency={license.currency} edit={edit} onClose={() => setEdit(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete this statement?"
        body={removing && `The statement of ${period(removing)} will be deleted; its period is expected again.`}
        loading={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toaster.create({ type: 'success', title: 'Statement deleted' });
            },
            onError: (error) => toaster.create({ type: 'error', title: 'The statement could not be deleted', description: failureReason(error) }),
          })
        }
      />
    </Stack>
  );
}
