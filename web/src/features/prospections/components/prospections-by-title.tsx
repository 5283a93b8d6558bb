import { Badge, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LuBookOpen } from 'react-icons/lu';
import { NameCombobox, type NameSuggestion } from '../../../components/ui/name-combobox';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { ResponsiveList, RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import type { SortState } from '../../../components/ui/sort-header';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { isOpenStatus } from '../../../lib/core';
import { formatDate } from '../../../lib/format';
import { sortParam, type ListParams } from '../../../lib/use-list-params';
import { completeTitles } from '../../../lib/complete-names';
import { contractTypeLabel } from '../../../lib/labels';
import { useAllProspections } from '../api/get-prospections';
import { useTitleLicenses, type TitleLicenseSortKey } from '../api/get-title-licenses';
import type { Prospection, ProspectionFilter, ProspectionSortKey, TitleLicense } from '../api/prospection-types';
import { bestOffer, declineReasonLabel, formatOffer, openStatuses, rightLabel } from '../prospection-list';
import { titleNameKey, useTitleName } from './prospections-filters';
import { ChaseDate, StatusBadge } from './prospections-table';

type Params = ListParams<ProspectionSortKey, ProspectionFilter>;

/** The statuses of a no; licensed prospections show as the licenses they became. */
const CLOSED = ['declined', 'expired', 'withdrawn'];

// The tables of one view share their first columns' widths, so that they line up one under another.
const company: ListColumn<Prospection, ProspectionSortKey> = {
  key: 'company',
  label: 'Company',
  card: 'title',
  cellStyles: { w: '30%' },
  cell: (p) => <RowLink to={paths.prospectionEdit(p.id)}>{p.company}</RowLink>,
};
const contact: ListColumn<Prospection, ProspectionSortKey> = { key: 'contact', label: 'Contact', card: 'detail', cellStyles: { w: '20%' }, cell: (p) => p.contact };
const right: ListColumn<Prospection, ProspectionSortKey> = { key: 'right', label: 'Right', card: 'detail', cellStyles: { w: '20%' }, cell: rightLabel };

const outColumns: ListColumn<Prospection, ProspectionSortKey>[] = [
  company,
  contact,
  right,
  { key: 'chaseDate', label: 'Chase', card: 'detail', cellStyles: { w: '15%', whiteSpace: 'nowrap' }, cell: (p) => <ChaseDate prospection={p} /> },
  { key: 'offer', label: 'Best offer', card: 'detail', numeric: true, cellStyles: { w: '15%', whiteSpace: 'nowrap' }, cell: (p) => formatOffer(bestOffer(p.offers)) },
];

const closedColumns: ListColumn<Prospection, ProspectionSortKey>[] = [
  company,
  contact,
  right,
  { key: 'status', label: 'Status', card: 'detail', cellStyles: { w: '15%' }, cell: (p) => <StatusBadge status={p.status} /> },
  { key: 'reason', label: 'Reason', card: 'detail', cellStyles: { w: '15%' }, cell: (p) => declineReasonLabel(p.declineReason) },
];

const licenseColumns: ListColumn<TitleLicense, TitleLicenseSortKey>[] = [
  { key: 'company', label: 'Company', sortKey: 'company', card: 'title', cellStyles: { minW: '28' }, cell: (l) => <RowLink to={paths.licenseEdit(l.id)}>{l.company}</RowLink> },
  { key: 'contractType', label: 'Contract type', sortKey: 'contractType', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (l) => contractTypeLabel(l.contractType) },
  { key: 'contractDate', label: 'Contract date', sortKey: 'contractDate', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (l) => formatDate(l.contractDate) },
  {
    key: 'signed',
    label: 'Signed',
    sortKey: 'signed',
    card: 'detail',
    cell: (l) => (
      <Badge colorPalette={l.signed ? 'green' : 'gray'} variant={l.signed ? 'subtle' : 'outline'}>
        {l.signed ? 'Signed' : 'Not signed'}
      </Badge>
    ),
  },
];

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="md">
        {title}
        {count !== undefined && (
          <>
            {' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              ({count})
            </Text>
          </>
        )}
      </Heading>
      {children}
    </Stack>
  );
}

const Nothing = ({ children }: { children: ReactNode }) => (
  <Text color="fg.muted" fontSize="sm">
    {children}
  </Text>
);

/** Where the title is out, by status; who closed it and why; rows ordered as the list's sort says. */
function TitleProspections({ titleId, list }: { titleId: string; list: Params }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useAllProspections({ q: list.q, sort: list.query.sort, filters: { ...list.filters, titleId } });
  if (isPending) return <PageLoading />;
  if (isError) return <LoadFailed what="prospections" error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  // Narrowed by more than the title: an empty section then says nothing matches.
  const narrowed = Boolean(list.q) || Object.keys(list.filters).some((name) => name !== 'titleId');
  const open = data.filter((p) => isOpenStatus(p.status ?? 'to_send'));
  const closed = data.filter((p) => CLOSED.includes(p.status ?? ''));
  return (
    <>
      <Section title="Where it is out" count={open.length}>
        {open.length === 0 && <Nothing>{narrowed ? 'No open prospection of this title matches.' : 'It is not on offer anywhere at the moment.'}</Nothing>}
        {openStatuses().map(({ value, label }) => {
          const rows = open.filter((p) => (p.status ?? 'to_send') === value);
          return (
            rows.length > 0 && (
              <Stack key={value} gap="2">
                <Heading as="h3" size="sm" color="fg.muted">
                  {label} ({rows.length})
                </Heading>
                <ResponsiveList label={label} rows={rows} rowKey={(p) => String(p.id)} columns={outColumns} sort={list.sort} onSort={list.setSort} />
              </Stack>
            )
          );
        })}
      </Section>
      <Section title="Closed" count={closed.length}>
        {closed.length === 0 ? (
          <Nothing>{narrowed ? 'No closed prospection of this title matches.' : 'No one has declined it, and no offer of it has expired or been withdrawn.'}</Nothing>
        ) : (
          <ResponsiveList label="Closed" rows={closed} rowKey={(p) => String(p.id)} columns={closedColumns} sort={list.sort} onSort={list.setSort} />
        )}
      </Section>
    </>
  );
}

/** The title's licenses, latest contract first until a column is sorted. */
function TitleLicenses({ titleId }: { titleId: string }) {
  const [sort, setSort] = useState<SortState<TitleLicenseSortKey>>({ key: 'contractDate', direction: 'desc' });
  const { data, isPending, isError, error, refetch, isRefetching } = useTitleLicenses({ titleId, sort: sortParam(sort) });
  return (
    <Section title="Licensed" count={data?.length}>
      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <LoadFailed what="licenses" error={error} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : data.length === 0 ? (
        <Nothing>No license of this title yet.</Nothing>
      ) : (
        <ResponsiveList label="Licenses" rows={data} rowKey={(l) => String(l.id)} columns={licenseColumns} sort={sort} onSort={setSort} />
      )}
    </Section>
  );
}

/** The title box: suggestions from the 3rd character; a pick sets the address's title, emptying the box removes it. */
function TitlePicker({ titleId, name, onPick }: { titleId: string | undefined; name: string | undefined; onPick: (suggestion: NameSuggestion | null) => void }) {
  const [text, setText] = useState(name ?? '');
  return (
    <NameCombobox
      pickOnly
      value={text}
      selectedId={titleId ? Number(titleId) : null}
      onInputChange={(typed) => {
        setText(typed);
        if (!typed.trim()) onPick(null);
      }}
      onSelect={(suggestion) => {
        setText(suggestion.name);
        onPick(suggestion);
      }}
      complete={completeTitles}
      kind="titles"
      noun="title"
      placeholder="Search titles"
    />
  );
}

/**
 * The BY TITLE view: one title's story with the rights teams it was offered to. The prospections
 * follow the search and the filters; the licenses are all of the title's.
 */
export function ProspectionsByTitle({ list }: { list: Params }) {
  const queryClient = useQueryClient();
  const titleId = list.filters.titleId;
  const title = useTitleName(titleId);
  // The picker's input is the combobox's own: it starts over, showing the title's name, when the
  // address sets the title (a link, Clear filters), not when the user picked or cleared it there.
  // `own` is the title the picker itself set ('' when cleared).
  const shown = titleId ?? '';
  const [picker, setPicker] = useState({ shown, own: null as string | null, generation: 0 });
  if (picker.shown !== shown) setPicker({ shown, own: null, generation: shown === picker.own ? picker.generation : picker.generation + 1 });

  const pick = (suggestion: NameSuggestion | null) => {
    const id = suggestion ? String(suggestion.id) : '';
    if (suggestion) queryClient.setQueryData(titleNameKey(id), suggestion.name);
    setPicker((before) => ({ ...before, own: id }));
    list.setFilters({ titleId: id });
  };

  return (
    <Stack gap="8">
      <Field.Root maxW={{ md: 'md' }}>
        <Field.Label>Title</Field.Label>
        {titleId && title.isLoading ? (
          <Input disabled placeholder="Loading..." />
        ) : (
          <TitlePicker key={picker.generation} titleId={titleId} name={title.data} onPick={pick} />
        )}
      </Field.Root>
      {!titleId ? (
        <StatusPanel dashed icon={<LuBookOpen />} title="Pick a title" description="See where it is on offer, who said no and why, and what is already licensed." />
      ) : title.isError ? (
        <StatusPanel icon={<LuBookOpen />} title="This title could not be loaded" description="It may have been deleted, or the server could not be reached." />
      ) : (
        <>
          <TitleProspections titleId={titleId} list={list} />
          {title.data && <TitleLicenses titleId={titleId} />}
        </>
      )}
    </Stack>
  );
}
