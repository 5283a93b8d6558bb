import { Badge, chakra, HStack, Spinner, Text } from '@chakra-ui/react';
import { LuFileText } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { hubLink, ResponsiveList, RowOpenLink, type ListColumn } from '../../../components/ui/responsive-list';
import type { SortState } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import { formatDate, formatFileSize, formatMoney } from '../../../lib/format';
import type { License, LicenseSortKey } from '../api/license-types';
import { territoryText } from '../../../lib/core';
import { useLanguages } from '../../reference/api/reference-lists';
import { contractTypeLabel, LICENSE_STATUS_PALETTE, licenseStatusLabel, revertsSoon } from '../license-list';
import { useLicenseFileActions } from './use-license-file-actions';

interface Props {
  licenses: License[];
  sort: SortState<LicenseSortKey>;
  onSort: (sort: SortState<LicenseSortKey>) => void;
  /** the next page is loading */
  busy?: boolean;
}

type FileActions = ReturnType<typeof useLicenseFileActions>;

/**
 * The license's PDF, opened in a new tab at a click. A button styled as a link, not a link: the
 * file needs the bearer token, so there is no address the browser could open by itself.
 */
function PdfLink({ license, files, withName }: { license: License; files: FileActions; withName?: boolean }) {
  const file = license.file;
  if (!file) return null;
  const busy = files.isBusy(license.id, 'open');
  return (
    <chakra.button
      type="button"
      onClick={() => void files.run('open', license.id, file.name)}
      aria-label={`Open the PDF ${file.name}`}
      title={`Open ${file.name} (${formatFileSize(file.size)})`}
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      maxW="full"
      color="brand.fg"
      textDecoration={withName ? 'underline' : undefined}
      textUnderlineOffset="3px"
      cursor="pointer"
      rounded="sm"
      _hover={{ textDecorationThickness: '2px', color: 'brand.emphasized' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      {busy ? <Spinner size="xs" /> : <LuFileText aria-hidden />}
      {withName && (
        <Text as="span" truncate>
          {file.name}
        </Text>
      )}
    </chakra.button>
  );
}

/** A license's status as a badge: a draft outlined, the others filled in their colour; "Reverts soon" beside a signed one ending within six months. */
function StatusBadge({ license }: { license: License }) {
  const value = license.status ?? 'draft';
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={LICENSE_STATUS_PALETTE[value] ?? 'gray'} variant={value === 'draft' ? 'outline' : 'subtle'} whiteSpace="nowrap">
        {licenseStatusLabel(value)}
      </Badge>
      {revertsSoon(license) && (
        <Badge colorPalette="purple" variant="outline" whiteSpace="nowrap" title={`Ends on ${formatDate(license.endDate)}`}>
          Reverts soon
        </Badge>
      )}
    </HStack>
  );
}

/** The territory in short ("World except CH", "AT, DE"), under the language; a long list of countries is cut, whole on hover. */
function TerritoryCell({ license }: { license: License }) {
  const text = territoryText(license.territory);
  return (
    <Text as="span" display="block" truncate maxW="40" fontSize="xs" color="fg.muted" title={text}>
      {text}
    </Text>
  );
}

/** No language is every language (core's rule); said so, quietly. */
const ANY_LANGUAGE = 'Any language';

function columnsFor(files: FileActions, languageName: (code: string | null) => string): ListColumn<License, LicenseSortKey>[] {
  const pdf = (license: License, withName?: boolean) => <PdfLink license={license} files={files} withName={withName} />;
  return [
    { key: 'title', label: 'Title', sortKey: 'title', card: 'title', cellStyles: { minW: '28' }, cell: (l) => hubLink(l.title, l.titleId, paths.titleEdit) },
    { key: 'company', label: 'Company', sortKey: 'company', card: 'detail', cellStyles: { minW: '24' }, cell: (l) => hubLink(l.company, l.companyId, paths.company) },
    // columns step aside on medium screens, so the rest fits without scrolling sideways
    // from 1536 px, as the end date: at 1280 px a status such as "Out for signature" needs its room
    { key: 'agent', label: 'Agent', sortKey: 'agent', hideBelow: '2xl', cellStyles: { minW: '20' }, cell: (l) => hubLink(l.agent, l.agentId, paths.company) },
    { key: 'contractType', label: 'Contract type', sortKey: 'contractType', card: 'detail', hideBelow: 'xl', cellStyles: { whiteSpace: 'nowrap' }, cell: (l) => contractTypeLabel(l.contractType) },
    { key: 'contractDate', label: 'Contract date', sortKey: 'contractDate', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (l) => formatDate(l.contractDate) },
    { key: 'status', label: 'Status', sortKey: 'status', card: 'detail', cell: (l) => <StatusBadge license={l} /> },
    // one column for both, the territory under the language: the table still fits at 1280 px
    {
      key: 'rights',
      label: 'Language, territory',
      sortKey: 'language',
      card: 'detail',
      cell: (l) => (
        <>
          <Text whiteSpace="nowrap" color={l.language ? undefined : 'fg.muted'}>
            {languageName(l.language) || ANY_LANGUAGE}
          </Text>
          <TerritoryCell license={l} />
        </>
      ),
      cardCell: (l) => `${languageName(l.language) || ANY_LANGUAGE} · ${territoryText(l.territory)}`,
    },
    { key: 'advance', label: 'Advance', sortKey: 'advance', card: 'detail', numeric: true, cellStyles: { whiteSpace: 'nowrap' }, cell: (l) => formatMoney(l.advance, l.currency) },
    // from 1536 px: below, the rights' columns take its room (its cards and the CSV keep it)
    { key: 'endDate', label: 'End date', sortKey: 'endDate', hideBelow: '2xl', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (l) => formatDate(l.endDate) },
    { key: 'pdf', label: 'PDF', labelHidden: true, card: 'detail', cellStyles: { w: '1%', py: '1' }, cell: (l) => l.file && pdf(l), cardCell: (l) => l.file && pdf(l, true) },
  ];
}

/**
 * The licenses; a row opens its license (and its chevron, for the keyboard), its title and
 * companies their hubs, its PDF icon the PDF.
 */
export function LicensesTable({ licenses, sort, onSort, busy }: Props) {
  const navigate = useNavigate();
  const files = useLicenseFileActions();
  const languages = useLanguages().data;
  const languageName = (code: string | null) => (code ? (languages?.find((l) => l.id === code)?.name ?? code) : '');
  return (
    <ResponsiveList
      label="Licenses"
      rows={licenses}
      busy={busy}
      rowKey={(l) => String(l.id)}
      columns={columnsFor(files, languageName)}
      sort={sort}
      onSort={onSort}
      onOpen={(l) => navigate(paths.licenseEdit(l.id))}
      actions={(l) => <RowOpenLink to={paths.licenseEdit(l.id)} label={`Open the license of ${l.title} with ${l.company}`} />}
      tableFrom="lg"
      rowAttributes={() => ({ 'data-testid': 'license-row' })}
    />
  );
}
