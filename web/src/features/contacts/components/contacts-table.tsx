import { Badge, IconButton, Link, Wrap } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ResponsiveList, RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import type { SortState } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import type { CompanySortKey } from '../api/companies';
import type { ContactRow } from '../contact-rows';

interface Props {
  rows: ContactRow[];
  sort: SortState<CompanySortKey>;
  onSort: (sort: SortState<CompanySortKey>) => void;
  /** the link that opens a company in the editor (the drawer); absent for viewers, who read the company's page */
  editHrefOf?: (companyId: number) => string;
  /** the next page is loading */
  busy?: boolean;
}

/** Sortable by the company only: the server pages companies, and sorts them by name (or by country and language code, not their names). */
const columns: ListColumn<ContactRow, CompanySortKey>[] = [
  {
    key: 'company',
    label: 'Company',
    sortKey: 'name',
    card: 'title',
    cellStyles: { minW: '40' },
    cell: (row) => <RowLink to={paths.company(row.companyId)}>{row.company}</RowLink>,
  },
  // long official names ("United Kingdom of Great Britain and Northern Ireland") wrap
  { key: 'country', label: 'Country', card: 'detail', cellStyles: { minW: '44', maxW: '60', whiteSpace: 'normal' }, cell: (row) => row.country },
  { key: 'language', label: 'Language', cellStyles: { whiteSpace: 'nowrap' }, cell: (row) => row.language },
  {
    key: 'types',
    label: 'Types',
    card: 'detail',
    cellStyles: { minW: '40' },
    cell: (row) => (
      <Wrap gap="1">
        {row.typeList.map((label) => (
          <Badge key={label} variant="subtle" colorPalette="gray" whiteSpace="nowrap">
            {label}
          </Badge>
        ))}
      </Wrap>
    ),
  },
  { key: 'contactName', label: 'Contact', card: 'detail', cell: (row) => row.contactName },
  {
    key: 'email',
    label: 'E-mail',
    card: 'detail',
    cellStyles: { whiteSpace: 'nowrap' },
    cell: (row) =>
      row.email && (
        <Link href={`mailto:${row.email}`} color="brand.fg" wordBreak="break-all">
          {row.email}
        </Link>
      ),
  },
];

/**
 * One row (or card) per contact; clicking it (or the company name, for keyboards) opens the
 * company's page, its pencil (editors) the company in the editor.
 */
export function ContactsTable({ rows, sort, onSort, editHrefOf, busy }: Props) {
  const navigate = useNavigate();
  return (
    <ResponsiveList
      label="Contacts"
      rows={rows}
      busy={busy}
      rowKey={(row) => row.key}
      columns={columns}
      sort={sort}
      onSort={onSort}
      onOpen={(row) => navigate(paths.company(row.companyId))}
      actions={
        editHrefOf &&
        ((row) => (
          <IconButton asChild size="xs" variant="ghost" aria-label={`Edit ${row.company}`} title={`Edit ${row.company}`}>
            <RouterLink to={editHrefOf(row.companyId)}>
              <LuPencil />
            </RouterLink>
          </IconButton>
        ))
      }
      tableFrom="lg"
    />
  );
}
