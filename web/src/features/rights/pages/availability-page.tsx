import { Box, Button, Field, HStack, Link, List, NativeSelect, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { AvailabilityState } from '../../../generated/AvailabilityState';
import type { Territory } from '../../../generated/Territory';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { TerritoryPicker } from '../../../components/ui/territory-picker';
import { HubSection } from '../../../components/ui/hub-section';
import { ListPager } from '../../../components/ui/list-pager';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { ResponsiveList, RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import { SearchInput } from '../../../components/ui/search-input';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { apiList } from '../../../lib/api-client';
import { contractTypes, territoryText } from '../../../lib/core';
import { formatDate, languageName } from '../../../lib/format';
import { contractTypeLabel } from '../../../lib/labels';
import { todayIso } from '../../../lib/today';
import { useListParams } from '../../../lib/use-list-params';
import { useCountries, useLanguages } from '../../reference/api/reference-lists';
import { getAllAvailability, useAvailabilityCounts, useAvailabilityPage, type AvailabilityAsk, type AvailableTitle } from '../api/availability-list';
import { sellableOrder, stateLabel, statePalette } from '../availability-states';
import { StateBadge } from '../components/state-badge';

/** A reason in a few words, for a row: "Hanser Verlag, until 31 Dec 2031". */
function whyInBrief(row: AvailableTitle): string {
  const [first, ...more] = row.reasons;
  if (!first) return '';
  const who = first.kind === 'rights_held' ? 'Rights held' : (first.company ?? '');
  const until = first.until ? `, until ${formatDate(first.until)}` : '';
  return `${who}${until}${more.length ? ` (+${more.length} more)` : ''}`;
}

const columns: ListColumn<AvailableTitle, 'state'>[] = [
  { key: 'title', label: 'Title', card: 'title', cellStyles: { w: '40%' }, cell: (row) => <RowLink to={paths.titleRights(row.titleId)}>{row.title}</RowLink> },
  { key: 'author', label: 'Author', card: 'detail', cell: (row) => row.author ?? '' },
  { key: 'state', label: 'State', card: 'detail', cell: (row) => <StateBadge state={row.state} /> },
  { key: 'why', label: 'Why', card: 'detail', cell: (row) => whyInBrief(row) },
];

const FILTERS = ['right', 'language', 'territory', 'state'] as const;

/** The licenses of the right asked about that name no language: they count as every language until fixed. */
function MissingLanguages({ contractType }: { contractType: string }) {
  const missing = useQuery({
    queryKey: ['licenses', 'missing-language', contractType],
    queryFn: ({ signal }) =>
      apiList<{ id: number; title: string; company: string; contractDate: string | null }>('/licenses', { limit: 10, filters: { language: 'none', contractType } }, signal),
  });
  const page = missing.data;
  if (!page || page.total === 0) return null;
  return (
    <HubSection title="Licenses without a language" count={page.total}>
      <Text fontSize="sm" color="fg.muted">
        A {contractTypeLabel(contractType)} license without a language counts as every language: name its language so that only that one reads as sold.
      </Text>
      <List.Root fontSize="sm" gap="1" ps="5">
        {page.rows.map((license) => (
          <List.Item key={license.id}>
            <Link asChild colorPalette="brand" variant="underline">
              <RouterLink to={paths.licenseEdit(license.id)}>
                {license.title} – {license.company}
              </RouterLink>
            </Link>
            {license.contractDate ? ` (${formatDate(license.contractDate)})` : ''}
          </List.Item>
        ))}
      </List.Root>
      {page.total > page.rows.length && (
        <Link asChild colorPalette="brand" fontSize="sm">
          <RouterLink to={`${paths.licenses}?language=none&contractType=${encodeURIComponent(contractType)}`}>All {page.total} in Licenses</RouterLink>
        </Link>
      )}
    </HubSection>
  );
}

/**
 * /availability, "what can we offer a German publisher for audio?": pick a right, a language and
 * countries; the team's titles come by state, the most sellable first, a page at a time from the
 * server, each with why (a click opens the title's Rights tab), the count of each state as filters,
 * and the CSV export of every match. The question is kept in the address, to share.
 */
export function AvailabilityPage() {
  const list = useListParams({ sortKeys: ['state'] as const, defaultSort: { key: 'state', direction: 'asc' }, filters: FILTERS });
  const languages = useLanguages().data ?? [];
  const ask: AvailabilityAsk = {
    contractType: list.filters.right ?? 'foreign_rights',
    language: list.filters.language ?? '',
    territory: list.filters.territory ?? '',
    state: list.filters.state ?? '',
    q: list.q,
  };
  const offset = (list.page - 1) * list.pageSize;
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useAvailabilityPage(ask, list.pageSize, offset);
  const counts = useAvailabilityCounts(ask).data;
  const all = counts ? sellableOrder.reduce((sum, state) => sum + (counts[state] ?? 0), 0) : undefined;
  const question = [contractTypeLabel(ask.contractType), ask.language ? languageName(ask.language) : 'any language', ask.territory ? territoryText(ask.territory) : 'anywhere'].join(', ');

  const stateButton = (state: AvailabilityState | '', label: string, count: number | undefined) => (
    <Button
      key={state || 'all'}
      size="xs"
      variant={ask.state === state ? 'solid' : 'outline'}
      colorPalette={state ? statePalette[state] : 'gray'}
      aria-pressed={ask.state === state}
      onClick={() => list.setFilters({ state })}
    >
      {label}
      {count !== undefined && ` ${count.toLocaleString()}`}
    </Button>
  );

  return (
    <>
      <PageHeader title="Availability" description="What can we offer? Pick a right, a language and a territory: the titles come by state, the free ones first." />
      <Stack gap="4" mb="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field.Root>
            <Field.Label>Right</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={ask.contractType} onChange={(e) => list.setFilters({ right: e.target.value === 'foreign_rights' ? '' : e.target.value })}>
                {contractTypes().map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Language</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={ask.language} onChange={(e) => list.setFilters({ language: e.target.value })}>
                <option value="">Any language</option>
                {languages.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <TerritoryAsk value={ask.territory} onChange={(territory) => list.setFilters({ territory })} />
        </SimpleGrid>
        <HStack gap="3" align="end" wrap="wrap">
          <Box flex="1" maxW={{ sm: 'sm' }} minW="0">
            <SearchInput value={list.q} onSearch={list.setQ} label="Search titles" placeholder="Search by title or author" />
          </Box>
          <ExportCsvButton
            fileName={`availability-${ask.contractType}${ask.language ? `-${ask.language}` : ''}-${todayIso()}.csv`}
            rows={async () => [
              ['Title', 'Author', 'Right', 'Language', 'Territory', 'State', 'Why'],
              ...(await getAllAvailability(ask)).map((row) => [
                row.title,
                row.author,
                contractTypeLabel(ask.contractType),
                ask.language ? languageName(ask.language) : 'Any',
                ask.territory ? territoryText(ask.territory) : 'Anywhere',
                stateLabel(row.state),
                whyInBrief(row),
              ]),
            ]}
            disabled={!data || data.total === 0}
            flexShrink="0"
          />
        </HStack>
        <Wrap gap="2" role="group" aria-label="States">
          {stateButton('', 'All', all)}
          {sellableOrder.map((state) => stateButton(state, stateLabel(state), counts?.[state]))}
        </Wrap>
      </Stack>
      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <LoadFailed what="availability" error={error} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : data.total === 0 ? (
        <StatusPanel icon={<LuSearchX />} title="No title matches" description={`Nothing is ${ask.state ? stateLabel(ask.state).toLowerCase() : 'listed'} for ${question}${ask.q ? ` with “${ask.q}”` : ''}.`}>
          <Button variant="outline" onClick={list.clear}>
            Start again
          </Button>
        </StatusPanel>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" mb="2">
            {question}
          </Text>
          <ResponsiveList
            label="Titles by availability"
            rows={data.rows}
            rowKey={(row) => String(row.titleId)}
            columns={columns}
            sort={{ key: 'state', direction: 'asc' }}
            onSort={() => undefined}
            busy={isPlaceholderData}
          />
          <ListPager
            noun={{ one: 'title', other: 'titles' }}
            page={list.page}
            pageSize={list.pageSize}
            total={data.total}
            totalAtLeast={data.totalAtLeast}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </>
      )}
      <Box mt="10">
        <MissingLanguages contractType={ask.contractType} />
      </Box>
    </>
  );
}

/** The ask's text of a territory: its countries, comma-separated; '' for the World (anywhere). */
const codesOf = (territory: Territory) => (territory.world ? '' : territory.include.join(','));

/**
 * The countries asked about, as ISO codes ("AT,DE"); empty is anywhere (the World, no exceptions).
 * The picker's own territory is kept here too: "Countries" chosen with none picked yet asks
 * anywhere still, and must not fall back to "World" under the user's hand.
 */
function TerritoryAsk({ value, onChange }: { value: string; onChange: (codes: string) => void }) {
  const countries = useCountries().data ?? [];
  const fromAddress = (codes: string): Territory =>
    codes ? { world: false, include: codes.split(',').filter(Boolean), exclude: [] } : { world: true, include: [], exclude: [] };
  const [picked, setPicked] = useState(() => fromAddress(value));
  // The address changed by other means (Start again, Back): it wins.
  if (codesOf(picked) !== value) setPicked(fromAddress(value));
  return (
    <Field.Root>
      <Field.Label>Territory</Field.Label>
      <TerritoryPicker
        label="Territory"
        value={picked}
        onChange={(territory) => {
          setPicked(territory);
          onChange(codesOf(territory));
        }}
        countries={countries}
        worldExceptions={false}
      />
    </Field.Root>
  );
}
