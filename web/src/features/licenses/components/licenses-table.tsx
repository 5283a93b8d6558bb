import { Badge, Box, Link, Table } from '@chakra-ui/react';
import { LuFileText } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SortHeader, type SortState } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import { formatDate, formatFileSize } from '../../../lib/format';
import type { License } from '../api/license-types';
import { contractTypeLabel, formatMoney, type LicenseSortKey } from '../license-list';

interface Props {
  licenses: License[];
  sort: SortState<LicenseSortKey>;
  onSort: (sort: SortState<LicenseSortKey>) => void;
}

const columns: { key: LicenseSortKey; label: string; numeric?: boolean }[] = [
  { key: 'title', label: 'Title' },
  { key: 'company', label: 'Company' },
  { key: 'agent', label: 'Agent' },
  { key: 'contractType', label: 'Contract type' },
  { key: 'contractDate', label: 'Contract date' },
  { key: 'signed', label: 'Signed' },
  { key: 'advance', label: 'Advance', numeric: true },
  { key: 'endDate', label: 'End date' },
];

/** The licenses table; a row opens its license (the title is also a link, for the keyboard). */
export function LicensesTable({ licenses, sort, onSort }: Props) {
  const navigate = useNavigate();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive stickyHeader aria-label="Licenses">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign={c.numeric ? 'end' : undefined}>
                <SortHeader label={c.label} sortKey={c.key} sort={sort} onSort={onSort} />
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>
              <span aria-label="PDF">PDF</span>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {licenses.map((l) => (
            <Table.Row key={String(l.id)} cursor="pointer" onClick={() => navigate(paths.licenseEdit(l.id))} data-testid="license-row">
              <Table.Cell fontWeight="medium" minW="32">
                <Link asChild color="fg" _hover={{ textDecoration: 'underline' }} onClick={(e) => e.stopPropagation()}>
                  <RouterLink to={paths.licenseEdit(l.id)}>{l.title}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell minW="28">{l.company}</Table.Cell>
              <Table.Cell minW="24">{l.agent}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{contractTypeLabel(l.contractType)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(l.contractDate)}</Table.Cell>
              <Table.Cell>
                {l.signed ? (
                  <Badge colorPalette="green" variant="subtle">
                    Signed
                  </Badge>
                ) : (
                  <Badge colorPalette="gray" variant="outline">
                    Not signed
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatMoney(l.advance, l.currency)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(l.endDate)}</Table.Cell>
              <Table.Cell>
                {l.file && (
                  <Box as="span" display="inline-flex" role="img" aria-label={`PDF attached: ${l.file.name}`} title={`${l.file.name} (${formatFileSize(l.file.size)})`} color="brand.fg">
                    <LuFileText aria-hidden />
                  </Box>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
