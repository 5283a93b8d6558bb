import { Badge, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { RowLink } from '../../../components/ui/responsive-list';
import type { SortState } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import { formatDate, formatMoney } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import { sortParam } from '../../../lib/use-list-params';
import { todayIso } from '../../../lib/today';
import { LicensesTable } from '../../licenses/components/licenses-table';
import type { License, LicenseSortKey } from '../../licenses/api/license-types';
import { useAllProspections } from '../../prospections/api/get-prospections';
import { useTitleLicenses } from '../../prospections/api/get-title-licenses';
import type { Prospection, ProspectionSortKey } from '../../prospections/api/prospection-types';
import { ProspectionsTable } from '../../prospections/components/prospections-table';
import { isOpenStatus, offerStatuses } from '../../../lib/core';
import { statusLabel } from '../../prospections/prospection-list';

/** Days ahead that a license's end counts as due. */
const LICENSE_END_AHEAD_DAYS = 180;
/** Days ahead that a chase counts as due. */
const CHASE_AHEAD_DAYS = 14;

const daysFrom = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00`);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** One thing due on the title, soonest first: a chase, an option ending, a license ending. */
interface Due {
  date: string;
  text: string;
  to: string;
}

/** What is due on the title: chases within two weeks (and overdue), options ending, licenses ending within six months. */
function dueOf(licenses: readonly License[], prospections: readonly Prospection[], today: string): Due[] {
  const due: Due[] = [];
  for (const p of prospections) {
    if (!isOpenStatus(p.status ?? 'to_send')) continue;
    if (p.status === 'option' && p.optionExpiry) due.push({ date: p.optionExpiry, text: `Option of ${p.company} ends`, to: paths.prospectionEdit(p.id) });
    else if (p.chaseDate && p.chaseDate <= daysFrom(today, CHASE_AHEAD_DAYS)) due.push({ date: p.chaseDate, text: `Chase ${p.company}`, to: paths.prospectionEdit(p.id) });
  }
  for (const l of licenses) {
    if (l.endDate && l.endDate >= today && l.endDate <= daysFrom(today, LICENSE_END_AHEAD_DAYS)) due.push({ date: l.endDate, text: `License of ${l.company} ends`, to: paths.licenseEdit(l.id) });
  }
  return due.sort((a, b) => a.date.localeCompare(b.date));
}

function Section({ title, count, action, children }: { title: string; count?: number; action?: ReactNode; children: ReactNode }) {
  const id = `title-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {count !== undefined && <Badge variant="outline">{count}</Badge>}
        </HStack>
        {action}
      </HStack>
      {children}
    </Stack>
  );
}

const None = ({ children }: { children: ReactNode }) => (
  <Text color="fg.muted" fontSize="sm">
    {children}
  </Text>
);

/** A section's records as they arrive: could not be loaded, loading, none yet (`none`), or `children` of the rows. */
function Records<T>({ query, what, none, children }: { query: { data?: T[]; isError: boolean }; what: string; none: string; children: (rows: T[]) => ReactNode }) {
  if (query.isError) return <None>The {what} could not be loaded.</None>;
  if (!query.data) return <None>Loading...</None>;
  if (query.data.length === 0) return <None>{none}</None>;
  return <>{children(query.data)}</>;
}

/** "New license" or "New prospection" for this title: the form opens with it (lib/preset-title.ts). */
function NewFor({ path, label, titleId, titleName }: { path: string; label: string; titleId: number; titleName: string }) {
  return (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={`${path}?${new URLSearchParams({ title: titleName, titleId: String(titleId) })}`}>
        <LuPlus /> {label}
      </RouterLink>
    </Button>
  );
}

/**
 * A title's hub under its form: what is due on it, its licenses (with their PDFs), its
 * prospections (the pitches of every right and company, where each stands) and the offers they
 * received. Each name links to its record.
 */
export function TitleRights({ titleId, titleName, writer }: { titleId: number; titleName: string; writer: boolean }) {
  const [licenseSort, setLicenseSort] = useState<SortState<LicenseSortKey>>({ key: 'contractDate', direction: 'desc' });
  const [prospectionSort, setProspectionSort] = useState<SortState<ProspectionSortKey>>({ key: 'updatedAt', direction: 'desc' });
  const licenses = useTitleLicenses({ titleId, sort: sortParam(licenseSort) });
  const prospections = useAllProspections({ q: '', sort: sortParam(prospectionSort), filters: { titleId: String(titleId) } });
  const today = todayIso();
  const due = dueOf(licenses.data ?? [], prospections.data ?? [], today);
  const offers = (prospections.data ?? []).flatMap((p) => p.offers.map((offer) => ({ offer, prospection: p }))).sort((a, b) => (b.offer.receivedDate ?? '').localeCompare(a.offer.receivedDate ?? ''));

  return (
    <Stack gap="8" mt="10">
      <Section title="What is due" count={licenses.data && prospections.data ? due.length : undefined}>
        {!licenses.data || !prospections.data ? (
          <None>Loading...</None>
        ) : due.length === 0 ? (
          <None>Nothing due on this title.</None>
        ) : (
          <List.Root ps="5" gap="1" aria-label="Due on this title">
            {due.map((item) => (
              <List.Item key={`${item.to}-${item.date}`}>
                <RowLink to={item.to}>{item.text}</RowLink>{' '}
                <Text as="span" color={item.date < today ? 'fg.error' : 'fg.muted'}>
                  {item.date < today ? `overdue since ${formatDate(item.date)}` : `on ${formatDate(item.date)}`}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Section>

      <Section
        title="Licenses"
        count={licenses.data?.length}
        action={writer && <NewFor path={paths.licenseNew} label="New license" titleId={titleId} titleName={titleName} />}
      >
        <Records query={licenses} what="licenses" none="No license for this title yet.">
          {(rows) => <LicensesTable licenses={rows} sort={licenseSort} onSort={setLicenseSort} busy={licenses.isFetching} />}
        </Records>
      </Section>

      <Section
        title="Prospections"
        count={prospections.data?.length}
        action={writer && <NewFor path={paths.prospectionNew} label="New prospection" titleId={titleId} titleName={titleName} />}
      >
        <Records query={prospections} what="prospections" none="Not offered to anyone yet.">
          {(rows) => <ProspectionsTable prospections={rows} sort={prospectionSort} onSort={setProspectionSort} writer={writer} busy={prospections.isFetching} />}
        </Records>
      </Section>

      <Section title="Offers" count={prospections.data ? offers.length : undefined}>
        {offers.length === 0 ? (
          <None>{prospections.data ? 'No offer received yet.' : 'Loading...'}</None>
        ) : (
          <List.Root ps="5" gap="1" aria-label="Offers for this title">
            {offers.map(({ offer, prospection }) => (
              <List.Item key={`${prospection.id}-${offer.id}`}>
                <RowLink to={paths.prospectionEdit(prospection.id)}>{prospection.company}</RowLink>: {formatMoney(offer.advance, offer.currency)}
                {offer.royalties ? `, ${offer.royalties}` : ''}
                <Text as="span" color="fg.muted">
                  {' '}
                  · {formatDate(offer.receivedDate)} · {statusLabel(prospection.status)}
                  {offer.status ? ` · ${labelOf(offerStatuses(), offer.status)}` : ''}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Section>
    </Stack>
  );
}
