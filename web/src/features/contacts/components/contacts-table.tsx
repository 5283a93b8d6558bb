import { Badge, Link, Table, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SortHeader, type SortState } from '../../../components/ui/sort-header';
import type { ContactRow, ContactSortKey } from '../contact-rows';

interface Props {
  rows: ContactRow[];
  sort: SortState<ContactSortKey>;
  onSort: (sort: SortState<ContactSortKey>) => void;
  /** the link that opens a company in the editor */
  hrefOf: (companyId: number) => string;
  onOpen: (companyId: number) => void;
}

const columns: { key: ContactSortKey; label: string }[] = [
  { key: 'company', label: 'Company' },
  { key: 'country', label: 'Country' },
  { key: 'language', label: 'Language' },
  { key: 'types', label: 'Types' },
  { key: 'contactName', label: 'Contact' },
  { key: 'email', label: 'E-mail' },
];

/** One row per contact; clicking a row (or the company name, for keyboards) opens the company. */
export function ContactsTable({ rows, sort, onSort, hrefOf, onOpen }: Props) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive stickyHeader aria-label="Contacts">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} whiteSpace="nowrap">
                <SortHeader label={c.label} sortKey={c.key} sort={sort} onSort={onSort} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} cursor="pointer" onClick={() => onOpen(row.companyId)}>
              <Table.Cell fontWeight="medium" minW="40">
                <Link asChild color="fg" onClick={(e) => e.stopPropagation()}>
                  <RouterLink to={hrefOf(row.companyId)}>{row.company}</RouterLink>
                </Link>
              </Table.Cell>
              {/* long official names ("United Kingdom of Great Britain and Northern Ireland") wrap */}
              <Table.Cell minW="44" maxW="60" whiteSpace="normal">
                {row.country}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.language}</Table.Cell>
              <Table.Cell minW="40">
                <Wrap gap="1">
                  {row.typeList.map((label) => (
                    <Badge key={label} variant="subtle" colorPalette="gray" whiteSpace="nowrap">
                      {label}
                    </Badge>
                  ))}
                </Wrap>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.contactName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {row.email && (
                  <Link href={`mailto:${row.email}`} color="brand.fg" onClick={(e) => e.stopPropagation()}>
                    {row.email}
                  </Link>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
