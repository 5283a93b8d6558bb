import { Button, Checkbox, Flex, NativeSelect, Stack, Tag } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuX } from 'react-icons/lu';
import { SearchInput } from '../../../components/ui/search-input';
import type { Title } from '../../../generated/Title';
import { api } from '../../../lib/api-client';
import { prospectionStatuses } from '../../../lib/core';
import { useSession } from '../../../lib/use-session';
import { useCompany } from '../../contacts/api/companies';
import type { ProspectionFilter } from '../api/prospection-types';
import { useTeamMembers } from '../api/team-members';
import { openStatuses, statusLabel } from '../prospection-list';

type Filters = Partial<Record<ProspectionFilter, string>>;

/** The `status` filter of every open status: what "Open" asks for, and what the board shows by default. */
export const openStatusFilter = () =>
  openStatuses()
    .map((status) => status.value)
    .join(',');

/** How many days ahead "Option ends within" looks. */
const OPTION_DAYS = '14';

/** An id of the address as the server's number; null for anything else (then no name is looked up). */
const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** The query key of a title's name: under the titles' root, so that renaming the title refreshes it. */
export const titleNameKey = (id: string) => ['titles', 'name', id] as const;

/**
 * The name of the title `id` (an id from the address), for its chip and the by-title picker. Asked
 * here rather than through the titles feature, which this one does not import.
 */
export function useTitleName(id: string | undefined) {
  const titleId = idOf(id);
  return useQuery({
    queryKey: titleNameKey(String(titleId)),
    queryFn: async ({ signal }) => (await api.get<Title>(`/titles/${titleId}`, signal)).name,
    enabled: titleId !== null,
  });
}

/** A filter set from a link (a title, a company...), shown with its name and removable. */
function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Tag.Root size="lg" variant="surface" colorPalette="brand" maxW="full">
      <Tag.Label>{label}</Tag.Label>
      <Tag.EndElement>
        <Tag.CloseTrigger aria-label={`Remove the filter ${label}`} onClick={onRemove} />
      </Tag.EndElement>
    </Tag.Root>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" colorPalette="brand" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label whiteSpace="nowrap">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The status select's options: every status, and "Open" for all those still being worked on. */
function statusOptions(value: string) {
  const options = [
    { value: '', label: 'All statuses' },
    { value: openStatusFilter(), label: 'Open' },
    ...prospectionStatuses(),
  ];
  // A set of statuses from a link that matches none of these still shows, as their labels.
  if (!options.some((option) => option.value === value)) options.push({ value, label: value.split(',').map(statusLabel).join(', ') });
  return options;
}

interface Props {
  q: string;
  onSearch: (text: string) => void;
  filters: Filters;
  onFilter: (patch: Filters) => void;
  /** Whether a search or a filter is set. */
  narrowed: boolean;
  onClear: () => void;
  /** Whether the title filter gets its chip (the by-title view shows it in its own picker). */
  titleChip?: boolean;
}

/**
 * Search and the filters of the prospections: status, mine, needing a chase, options ending soon,
 * and the title and company set from links, as chips.
 */
export function ProspectionsFilters({ q, onSearch, filters, onFilter, narrowed, onClear, titleChip = true }: Props) {
  const me = useSession().user_id;
  const title = useTitleName(titleChip ? filters.titleId : undefined);
  const company = useCompany(idOf(filters.companyId));
  const titleName = title.data ?? (title.isLoading ? '…' : 'unknown title');
  const companyName = company.data?.name ?? (company.isLoading ? '…' : 'unknown company');
  const members = useTeamMembers().data ?? [];

  return (
    <Stack gap="3" mb="4" role="search" aria-label="Filter prospections">
      <SearchInput value={q} onSearch={onSearch} size="sm" label="Search prospections" placeholder="Search title or company..." />
      <Flex wrap="wrap" gap="3" columnGap="5" align="center">
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '56' }}>
          <NativeSelect.Field aria-label="Status" value={filters.status ?? ''} onChange={(e) => onFilter({ status: e.target.value })}>
            {statusOptions(filters.status ?? '').map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '48' }}>
          <NativeSelect.Field aria-label="Owner" value={filters.ownerId ?? ''} onChange={(e) => onFilter({ ownerId: e.target.value })}>
            <option value="">Any owner</option>
            {members.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Toggle label="Only mine" checked={filters.ownerId === me} onChange={(on) => onFilter({ ownerId: on ? me : '' })} />
        <Toggle label="Needs chasing" checked={filters.due === 'overdue'} onChange={(on) => onFilter({ due: on ? 'overdue' : '' })} />
        <Toggle label={`Option ends within ${OPTION_DAYS} days`} checked={filters.optionEndsWithin === OPTION_DAYS} onChange={(on) => onFilter({ optionEndsWithin: on ? OPTION_DAYS : '' })} />
        <Button size="sm" variant="ghost" onClick={onClear} disabled={!narrowed} ms={{ md: 'auto' }}>
          <LuX /> Clear filters
        </Button>
      </Flex>
      {((titleChip && filters.titleId) || filters.companyId || filters.due === 'week') && (
        <Flex wrap="wrap" gap="2">
          {titleChip && filters.titleId && <FilterChip label={`Title: ${titleName}`} onRemove={() => onFilter({ titleId: '' })} />}
          {filters.companyId && <FilterChip label={`Company: ${companyName}`} onRemove={() => onFilter({ companyId: '' })} />}
          {filters.due === 'week' && <FilterChip label="Due within 7 days" onRemove={() => onFilter({ due: '' })} />}
        </Flex>
      )}
    </Stack>
  );
}
