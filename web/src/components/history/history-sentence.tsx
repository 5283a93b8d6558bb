import { Text } from '@chakra-ui/react';
import type { ActivityEntry } from '../../generated/ActivityEntry';
import { RowLink } from '../ui/responsive-list';
import { exactTime, historyTime } from '../../lib/format';
import { historyLine, type ReferenceNames } from './history-lines';

/**
 * One activity entry as a sentence: "Alice Martin changed Advance from 4,000 to 5,500 · yesterday at 10:30",
 * its link (a converted prospection's license) and the exact time on hover. A record's history and
 * the home's recent activity show the same words.
 */
export function HistorySentence({ entry, names }: { entry: ActivityEntry; names: ReferenceNames }) {
  const line = historyLine(entry, names);
  return (
    <>
      <Text as="span" color="fg" fontWeight="medium">
        {line.actor}
      </Text>{' '}
      {line.text}
      {line.link && (
        <>
          {' '}
          <RowLink to={line.link.to}>{line.link.label}</RowLink>
        </>
      )}
      <Text as="span" color="fg.muted">
        {' · '}
        <time dateTime={entry.at} title={exactTime(entry.at)}>
          {historyTime(entry.at)}
        </time>
      </Text>
    </>
  );
}
