import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { LuAlarmClock } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { hubLink, ResponsiveList, RowOpenLink, type ListColumn } from '../../../components/ui/responsive-list';
import type { SortState } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import { isOpenStatus } from '../../../lib/core';
import { formatDate } from '../../../lib/format';
import type { Prospection, ProspectionSortKey } from '../api/prospection-types';
import { bestOffer, formatOffer, isOverdue, rightLabel, statusLabel, statusPalette } from '../prospection-list';
import { ChasedTodayButton } from './chased-today-button';

export function StatusBadge({ status }: { status: string | null }) {
  return (
    <Badge colorPalette={statusPalette(status)} variant="subtle" whiteSpace="nowrap">
      {statusLabel(status ?? 'to_send')}
    </Badge>
  );
}

/** The next chase date; overdue, it is red with a clock, and says so to screen readers too. */
export function ChaseDate({ prospection }: { prospection: Pick<Prospection, 'status' | 'chaseDate'> }) {
  if (!isOverdue(prospection)) return formatDate(prospection.chaseDate);
  return (
    <HStack as="span" display="inline-flex" verticalAlign="bottom" gap="1" color="fg.error" fontWeight="medium" whiteSpace="nowrap">
      <LuAlarmClock aria-hidden />
      {formatDate(prospection.chaseDate)}
      <Text as="span" srOnly>
        (overdue)
      </Text>
    </HStack>
  );
}

/** Chasing means something once the material is out, and until the prospection is closed. */
const chaseable = (p: Prospection) => p.status !== 'to_send' && isOpenStatus(p.status ?? 'to_send');

const columns: ListColumn<Prospection, ProspectionSortKey>[] = [
  // the right offered sits under the title, as the contact under the company: one column less to fit
  {
    key: 'title',
    label: 'Title',
    sortKey: 'title',
    card: 'title',
    cellStyles: { minW: '28' },
    cell: (p) => (
      <Stack gap="0" align="start">
        {hubLink(p.title, p.titleId, paths.titleEdit)}
        <Text as="span" fontSize="xs" color="fg.muted">
          {rightLabel(p)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'company',
    label: 'Company',
    sortKey: 'company',
    card: 'detail',
    cellStyles: { minW: '28' },
    cell: (p) => (
      <Stack gap="0" align="start">
        {hubLink(p.company, p.companyId, paths.company)}
        {p.contact && (
          <Text as="span" fontSize="xs" color="fg.muted">
            {p.contact}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'status', label: 'Status', sortKey: 'status', card: 'detail', cell: (p) => <StatusBadge status={p.status} /> },
  // the dates that matter less step aside on medium screens, so the rest fits without scrolling sideways
  { key: 'sentDate', label: 'Sent', sortKey: 'sentDate', hideBelow: 'xl', cellStyles: { whiteSpace: 'nowrap' }, cell: (p) => formatDate(p.sentDate) },
  { key: 'chaseDate', label: 'Chase', sortKey: 'chaseDate', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (p) => <ChaseDate prospection={p} /> },
  { key: 'optionExpiry', label: 'Option ends', sortKey: 'optionExpiry', card: 'detail', hideBelow: 'xl', cellStyles: { whiteSpace: 'nowrap' }, cell: (p) => formatDate(p.optionExpiry) },
  { key: 'offer', label: 'Best offer', card: 'detail', numeric: true, cellStyles: { whiteSpace: 'nowrap' }, cell: (p) => formatOffer(bestOffer(p.offers)) },
  { key: 'owner', label: 'Owner', sortKey: 'owner', hideBelow: 'xl', cell: (p) => p.owner },
];

interface Props {
  prospections: Prospection[];
  sort: SortState<ProspectionSortKey>;
  onSort: (sort: SortState<ProspectionSortKey>) => void;
  /** The signed-in user may write: open prospections get "Chased today". */
  writer: boolean;
  /** the next page is loading */
  busy?: boolean;
}

/**
 * The prospections; a row opens its prospection (and its chevron, for the keyboard), its title and
 * company their hubs.
 */
export function ProspectionsTable({ prospections, sort, onSort, writer, busy }: Props) {
  const navigate = useNavigate();
  return (
    <ResponsiveList
      label="Prospections"
      rows={prospections}
      busy={busy}
      rowKey={(p) => String(p.id)}
      columns={columns}
      sort={sort}
      onSort={onSort}
      onOpen={(p) => navigate(paths.prospectionEdit(p.id))}
      actions={(p) => (
        <HStack gap="1" justify="end">
          {writer && chaseable(p) && <ChasedTodayButton prospection={p} />}
          <RowOpenLink to={paths.prospectionEdit(p.id)} label={`Open the prospection of ${p.title} with ${p.company}`} />
        </HStack>
      )}
      tableFrom="lg"
      rowAttributes={() => ({ 'data-testid': 'prospection-row' })}
    />
  );
}
