import { Box, Text, useRecipe } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { ResponsiveList, RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import type { SortState } from '../../../components/ui/sort-header';
import type { Title, TitleSortKey } from '../api/title-types';
import { TitleCover } from './title-cover';

const missing = <Text as="span" color="fg.subtle">—</Text>;

const columns: ListColumn<Title, TitleSortKey>[] = [
  {
    key: 'name',
    label: 'Title',
    sortKey: 'name',
    card: 'title',
    cellStyles: { w: '40%' },
    cell: (title) => (
      // the theme's `row-title` class: an HStack's look without a Chakra element a row
      <div className="row-title">
        <TitleCover titleId={title.id} cover={title.cover} name={title.name} size="sm" />
        <RowLink to={paths.titleEdit(title.id)}>{title.name}</RowLink>
      </div>
    ),
  },
  { key: 'author', label: 'Author', sortKey: 'author', card: 'detail', cellStyles: { w: '25%' }, cell: (title) => title.author || missing },
  {
    key: 'publishDate',
    label: 'Publish date',
    sortKey: 'publishDate',
    card: 'detail',
    cellStyles: { whiteSpace: 'nowrap' },
    cell: (title) => (title.publishDate ? <time dateTime={title.publishDate}>{formatDate(title.publishDate)}</time> : missing),
  },
  {
    key: 'isbn',
    label: 'ISBN',
    card: 'detail',
    cellStyles: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    cell: (title) => title.editions?.[0]?.isbn || missing,
  },
];

/**
 * The titles: a table with sortable columns, cards on narrow screens; each with its cover's
 * thumbnail (fetched as its row comes into view) and its first edition's ISBN. A row opens the title (the
 * name is also a real link, for the keyboard); writers get a delete button per row.
 *
 * The delete buttons are plain buttons which the list's styles give the look of a ghost, small, red
 * IconButton, Chakra's button recipe resolved once for them all: fifty IconButtons, each resolving
 * the recipe and its style props and serialising its CSS, cost about 10 ms of every new page.
 */
export function TitlesTable({
  titles,
  sort,
  onSort,
  onDelete,
  busy,
}: {
  titles: Title[];
  sort: SortState<TitleSortKey>;
  onSort: (sort: SortState<TitleSortKey>) => void;
  onDelete?: (title: Title) => void;
  busy?: boolean;
}) {
  const navigate = useNavigate();
  const button = useRecipe({ key: 'button' });
  const styles = useMemo(
    () => ({ '& .delete-title': { ...button({ variant: 'ghost', size: 'sm' }), colorPalette: 'red', px: '0', py: '0', _icon: { fontSize: '1.2em' } } }),
    [button],
  );
  return (
    <Box css={styles}>
      <ResponsiveList
        label="Titles"
        rows={titles}
        busy={busy}
        rowKey={(title) => String(title.id)}
        columns={columns}
        sort={sort}
        onSort={onSort}
        onOpen={(title) => navigate(paths.titleEdit(title.id))}
        actions={
          onDelete &&
          ((title) => (
            <button type="button" className="delete-title" aria-label={`Delete ${title.name}`} title="Delete" onClick={() => onDelete(title)}>
              <LuTrash2 />
            </button>
          ))
        }
      />
    </Box>
  );
}
