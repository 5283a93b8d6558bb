import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { HubNote, HubSection } from '../../../components/ui/hub-section';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { toaster } from '../../../components/ui/toaster';
import type { Edition } from '../../../generated/Edition';
import { endedSession, failureReason } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { useUpdateTitle } from '../api/save-title';
import type { Title } from '../api/title-types';
import { editionFormatLabel } from '../catalogue-labels';
import { editionsWithout, titleWithEditions } from '../edition-form-values';
import { EditionDialog } from './edition-dialog';

const missing = (
  <Text as="span" color="fg.subtle">
    —
  </Text>
);

/** An edition with its place among the title's editions (what its dialog and remove name). */
type Row = Edition & { index: number };

const columns: ListColumn<Row, never>[] = [
  {
    key: 'isbn',
    label: 'ISBN',
    card: 'title',
    cell: (edition) => (
      <Text as="span" fontWeight="medium" fontVariantNumeric="tabular-nums">
        {edition.isbn}
      </Text>
    ),
  },
  { key: 'format', label: 'Format', card: 'detail', cell: (edition) => editionFormatLabel(edition.format) || missing },
  {
    key: 'publishDate',
    label: 'Published',
    card: 'detail',
    cellStyles: { whiteSpace: 'nowrap' },
    cell: (edition) => (edition.publishDate ? <time dateTime={edition.publishDate}>{formatDate(edition.publishDate)}</time> : missing),
  },
  { key: 'pages', label: 'Pages', card: 'detail', numeric: true, cell: (edition) => (edition.pages == null ? missing : edition.pages.toLocaleString()) },
  { key: 'price', label: 'Price', card: 'detail', numeric: true, cell: (edition) => (edition.price == null ? missing : formatMoney(edition.price, edition.currency)) },
  {
    key: 'salesRights',
    label: 'Sales rights',
    card: 'detail',
    cell: (edition) =>
      edition.salesRights ? (
        <Text as="span" color="fg.muted">
          This edition sells in: {edition.salesRights}
        </Text>
      ) : (
        missing
      ),
  },
];

const NO_SORT = { key: 'isbn', direction: 'asc' } as const;

/**
 * The title's Editions tab: each edition the publisher sells with its ISBN (as stored, the
 * thirteen digits without hyphens), format, date, pages, price and, read-only, where an ONIX
 * import says it sells. Writers add, edit and remove them; each change saves the title.
 */
export function EditionsTab({ title, writer }: { title: Title; writer: boolean }) {
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const save = useUpdateTitle();
  const rows: Row[] = title.editions.map((edition, index) => ({ ...edition, index }));

  const confirmRemove = (row: Row) =>
    save.mutate(
      { ...titleWithEditions(title, editionsWithout(title.editions, row.index)), version: title.version },
      {
        onSuccess: () => {
          setRemoving(null);
          toaster.create({ type: 'success', title: 'Edition removed', description: row.isbn });
        },
        onError: (error) => {
          setRemoving(null);
          if (!endedSession(error)) toaster.create({ type: 'error', title: 'The edition was not removed', description: failureReason(error) });
        },
      },
    );

  return (
    <Stack gap="6">
      <HubSection
        title="Editions"
        count={rows.length}
        action={
          writer && (
            <Button size="sm" variant="outline" onClick={() => setEditing(title.editions.length)}>
              <LuPlus /> Add edition
            </Button>
          )
        }
      >
        {rows.length === 0 ? (
          <HubNote>No editions yet: add each format the publisher sells with its ISBN, or import them from an ONIX file.</HubNote>
        ) : (
          <ResponsiveList
            label="Editions"
            rows={rows}
            rowKey={(row) => `${row.index}-${row.isbn}`}
            columns={columns}
            sort={NO_SORT}
            onSort={() => undefined}
            actions={
              writer
                ? (row) => (
                    <HStack gap="0">
                      <IconButton size="xs" variant="ghost" aria-label={`Edit edition ${row.isbn}`} onClick={() => setEditing(row.index)}>
                        <LuPencil />
                      </IconButton>
                      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove edition ${row.isbn}`} onClick={() => setRemoving(row)}>
                        <LuTrash2 />
                      </IconButton>
                    </HStack>
                  )
                : undefined
            }
          />
        )}
      </HubSection>
      {editing !== null && <EditionDialog title={title} index={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this edition?"
        body={removing && `${editionFormatLabel(removing.format) || 'The edition'} with ISBN ${removing.isbn} is removed from the title.`}
        confirmLabel="Remove"
        loading={save.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
      />
    </Stack>
  );
}
