import { IconButton, Link, Table, Text } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SortHeader } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import type { Title } from '../api/title-types';
import type { TitleSort, TitleSortKey } from '../title-list-view';

const columns: { key: TitleSortKey; label: string }[] = [
  { key: 'name', label: 'Title' },
  { key: 'author', label: 'Author' },
  { key: 'publishDate', label: 'Publish date' },
];

/**
 * The titles as a table with sortable columns. A row opens the title (the name is also a real link
 * for keyboard users); writers get a delete button per row. Scrolls sideways on narrow screens.
 */
export function TitlesTable({ titles, sort, onSort, onDelete }: { titles: Title[]; sort: TitleSort; onSort: (sort: TitleSort) => void; onDelete?: (title: Title) => void }) {
  const navigate = useNavigate();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg">
      <Table.Root size="sm" interactive stickyHeader minW="34rem">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} py="2.5" w={column.key === 'name' ? '45%' : column.key === 'author' ? '30%' : undefined}>
                <SortHeader label={column.label} sortKey={column.key} sort={sort} onSort={onSort} />
              </Table.ColumnHeader>
            ))}
            {onDelete && (
              <Table.ColumnHeader w="1%" textAlign="end">
                <Text srOnly>Actions</Text>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {titles.map((title) => (
            <Table.Row
              key={String(title.id)}
              cursor="pointer"
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a, button')) return;
                navigate(paths.titleEdit(title.id));
              }}
            >
              <Table.Cell fontWeight="medium">
                <Link asChild color="fg" _hover={{ color: 'brand.fg', textDecoration: 'underline' }}>
                  <RouterLink to={paths.titleEdit(title.id)}>{title.name}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell color={title.author ? undefined : 'fg.subtle'}>{title.author || '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" color={title.publishDate ? undefined : 'fg.subtle'}>
                {title.publishDate ? <time dateTime={title.publishDate}>{formatDate(title.publishDate)}</time> : '—'}
              </Table.Cell>
              {onDelete && (
                <Table.Cell textAlign="end" py="1">
                  <IconButton aria-label={`Delete ${title.name}`} title="Delete" variant="ghost" size="sm" colorPalette="red" onClick={() => onDelete(title)}>
                    <LuTrash2 />
                  </IconButton>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
