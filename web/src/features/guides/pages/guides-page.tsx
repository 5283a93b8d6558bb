import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuBookMarked, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { ResponsiveList, RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import type { SortState } from '../../../components/ui/sort-header';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { canWrite } from '../../../lib/permissions';
import { useGuides } from '../api/get-guides';
import { guideTitleCount, type Guide } from '../api/guide-types';

type SortKey = 'name' | 'titles' | 'updatedAt';

const missing = <Text as="span" color="fg.subtle">—</Text>;

const columns: ListColumn<Guide, SortKey>[] = [
  {
    key: 'name',
    label: 'Guide',
    sortKey: 'name',
    card: 'title',
    cellStyles: { w: '45%' },
    cell: (guide) => (
      <HStack gap="2" wrap="wrap">
        <RowLink to={paths.guide(guide.id)}>{guide.name}</RowLink>
        {guide.shared && (
          <Badge colorPalette="blue" variant="subtle">
            Shared
          </Badge>
        )}
      </HStack>
    ),
  },
  { key: 'fair', label: 'Fair', card: 'detail', cell: (guide) => guide.fair || missing },
  { key: 'titles', label: 'Titles', sortKey: 'titles', card: 'detail', numeric: true, cell: (guide) => guideTitleCount(guide) },
  {
    key: 'updatedAt',
    label: 'Updated',
    sortKey: 'updatedAt',
    card: 'detail',
    cellStyles: { whiteSpace: 'nowrap' },
    cell: (guide) => (guide.updatedAt ? <time dateTime={guide.updatedAt}>{formatDateTime(guide.updatedAt)}</time> : missing),
  },
];

const compare: Record<SortKey, (a: Guide, b: Guide) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  titles: (a, b) => guideTitleCount(a) - guideTitleCount(b),
  updatedAt: (a, b) => (a.updatedAt ?? '').localeCompare(b.updatedAt ?? ''),
};

/**
 * /guides: the team's rights guides (name, fair, how many titles, when last changed; "Shared" while
 * a share link is live), the last changed first, each opening its builder; writers also get
 * "New guide".
 */
export function GuidesPage() {
  const writer = canWrite();
  const navigate = useNavigate();
  const { data, isPending, isError, error, refetch, isRefetching } = useGuides();
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'updatedAt', direction: 'desc' });
  const rows = useMemo(() => {
    const sorted = [...(data ?? [])].sort(compare[sort.key]);
    return sort.direction === 'asc' ? sorted : sorted.reverse();
  }, [data, sort]);
  const newGuide = writer && (
    <Button asChild colorPalette="brand">
      <RouterLink to={paths.guideNew}>
        <LuPlus /> New guide
      </RouterLink>
    </Button>
  );

  return (
    <>
      <PageHeader title="Rights guides" description="The titles you present at a fair or send to buyers, printed or shared as a link." actions={data && data.length > 0 ? newGuide : undefined} />
      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <LoadFailed what="guides" error={error} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : rows.length === 0 ? (
        <StatusPanel
          dashed
          icon={<LuBookMarked />}
          title="No guides yet"
          description={writer ? 'Gather the titles of a season or a fair, with what is sold and what is still available, to print or share.' : 'Your team has not made a rights guide yet.'}
        >
          {newGuide}
        </StatusPanel>
      ) : (
        <ResponsiveList label="Rights guides" rows={rows} rowKey={(guide) => String(guide.id)} columns={columns} sort={sort} onSort={setSort} onOpen={(guide) => navigate(paths.guide(guide.id))} />
      )}
    </>
  );
}
