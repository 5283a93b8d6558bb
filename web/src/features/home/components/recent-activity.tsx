import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ReferenceNames } from '../../../components/history/history-lines';
import { HistorySentence } from '../../../components/history/history-sentence';
import { RowLink } from '../../../components/ui/responsive-list';
import type { ActivityEntry } from '../../../generated/ActivityEntry';
import { isAdmin } from '../../../lib/permissions';
import { useCountries, useLanguages } from '../../reference/api/reference-lists';
import { recordPath } from '../dashboard-links';
import { DashboardCard } from './dashboard-card';

/**
 * The record an entry is about: a link to it, its name alone once deleted, nothing for an import
 * (its sentence names what it made). The team's settings are linked for its admins only, whose
 * page the Team page is.
 */
function RecordName({ entry }: { entry: ActivityEntry }) {
  if (entry.entityId === null) return null;
  const linked = entry.action !== 'delete' && (entry.entityType !== 'team' || isAdmin());
  return (
    <Text textStyle="sm" fontWeight="medium" lineClamp={1}>
      {linked ? <RowLink to={recordPath(entry.entityType, entry.entityId)}>{entry.entityName}</RowLink> : entry.entityName}
    </Text>
  );
}

/** The team's newest changes, one readable sentence each (as a record's history words them), newest first. */
export function RecentActivity({ entries, failed }: { entries: ActivityEntry[]; failed: boolean }) {
  const countries = useCountries().data;
  const languages = useLanguages().data;
  const names = useMemo<ReferenceNames>(
    () => ({ countries: new Map(countries?.map((c) => [c.id, c.name])), languages: new Map(languages?.map((l) => [l.id, l.name])) }),
    [countries, languages],
  );
  return (
    <DashboardCard title="Recent activity">
      {(headingId) => (
        <>
          {failed ? (
            <Text color="fg.muted">The activity could not be loaded.</Text>
          ) : entries.length === 0 ? (
            <Text color="fg.muted">No changes recorded yet.</Text>
          ) : (
            <Stack as="ol" gap="3" listStyle="none" aria-labelledby={headingId}>
              {entries.map((entry) => (
                <Stack as="li" key={entry.id} gap="0.5" data-testid="activity-line">
                  <RecordName entry={entry} />
                  <Text textStyle="sm" color="fg.muted">
                    <HistorySentence entry={entry} names={names} />
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
        </>
      )}
    </DashboardCard>
  );
}
