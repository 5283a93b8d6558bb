import { Badge, Link, Wrap } from '@chakra-ui/react';
import { ResponsiveList, RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import type { SortState } from '../../../components/ui/sort-header';
import type { CompanySortKey } from '../api/companies';
import type { ContactRow } from '../contact-rows';

interface Props {
  rows: ContactRow[];
  sort: SortState<CompanySortKey>;
  onSort: (sort: SortState<CompanySortKey>) => void;
  /** the link that opens a company in the editor */
  hrefOf: (companyId: number) => string;
  onOpen: (companyId: number) => void;
  /** the next page is loading */
  busy?: boolean;
}

/** Sortable by the company only: the server pages companies, and sorts them by name (or by country and language code, not their names). */
function columnsFor(hrefOf: Props['hrefOf']): ListColumn<ContactRow, CompanySortKey>[] {
  return [
    {
      key: 'company',
      label: 'Company',
      sortKey: 'name',
      card: 'title',
      cellStyles: { minW: '40' },
      cell: (row) => <RowLink to={hrefOf(row.companyId)}>{row.company}</RowLink>,
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
}

/** One row (or card) per contact; clicking it (or the company name, for keyboards) opens the company. */
export function ContactsTable({ rows, sort, onSort, hrefOf, onOpen, busy }: Props) {
  return (
    <ResponsiveList
      label="Contacts"
      rows={rows}
      busy={busy}
      rowKey={(row) => row.key}
      columns={columnsFor(hrefOf)}
      sort={sort}
      onSort={onSort}
      onOpen={(row) => onOpen(row.companyId)}
      tableFrom="lg"
    />
  );
}
