import { Badge, Text } from '@chakra-ui/react';
import type { EventDisplayInfo } from '@fullcalendar/react';
import { LuAlarmClock } from 'react-icons/lu';
import type { EntryProps } from '../calendar-entries';

/**
 * One entry's text inside FullCalendar's box (its classes keep the theme's type): the time of a
 * timed event, then its name. In the grids the colour tells the kind and a clock an overdue chase;
 * the agenda, with room for words, says both, and screen readers hear them everywhere.
 */
export function EntryContent({ event, timeText, timeClass, titleClass, view, kindLabel }: EventDisplayInfo & { kindLabel: string }) {
  const { entry, overdue } = event.extendedProps as EntryProps;
  const agenda = view.type.startsWith('list');
  const kind = entry.kind === 'event' ? null : kindLabel;
  return (
    <>
      {timeText && (
        <span className={timeClass} data-agenda={agenda ? 'time' : undefined}>
          {timeText}
        </span>
      )}
      <span className={titleClass} data-entry={entry.id} data-agenda={agenda ? 'title' : undefined} title={kind ? `${kind}: ${entry.title}` : entry.title}>
        {overdue && <LuAlarmClock aria-hidden style={{ display: 'inline', verticalAlign: '-0.125em', marginInlineEnd: '0.25em' }} />}
        {kind &&
          (agenda ? (
            <Badge size="sm" variant="subtle" colorPalette="gray" me="2">
              {kind}
            </Badge>
          ) : (
            <Text as="span" srOnly>
              {kind}:{' '}
            </Text>
          ))}
        {entry.title}
        {overdue &&
          (agenda ? (
            <Badge size="sm" variant="solid" colorPalette="red" ms="2">
              Overdue
            </Badge>
          ) : (
            <Text as="span" srOnly>
              {' '}
              (overdue)
            </Text>
          ))}
      </span>
    </>
  );
}
