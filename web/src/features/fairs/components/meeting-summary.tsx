import { DataList, Link, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { Meeting } from '../api/fair-types';
import { outcomeLabel, statusLabel } from '../meeting-labels';
import { formatMeetingSpan } from '../meeting-times';

const names = (named: readonly { name: string }[]) => named.map((n) => n.name).join(', ');

/**
 * A stored meeting as a viewer reads it: what the form holds, as text (a viewer cannot change it,
 * so the form's inputs, even disabled, would only look like something to fill in), the company
 * and titles as links to their pages.
 */
export function MeetingSummary({ meeting }: { meeting: Meeting }) {
  const rows: [string, ReactNode][] = [
    ['When', formatMeetingSpan(meeting.start, meeting.minutes)],
    ['Status', statusLabel(meeting.status)],
    ['Table', meeting.table],
    ['Members', names(meeting.members)],
    [
      'Company',
      <Link key="company" asChild colorPalette="brand" variant="underline">
        <RouterLink to={paths.company(meeting.companyId)}>{meeting.company}</RouterLink>
      </Link>,
    ],
    ['Contacts', names(meeting.contacts)],
    [
      'Titles',
      meeting.titles.length > 0 && (
        <List.Root key="titles" gap="1" ps="5">
          {meeting.titles.map((title) => (
            <List.Item key={title.titleId}>
              <Link asChild colorPalette="brand" variant="underline">
                <RouterLink to={paths.titleEdit(title.titleId)}>{title.title}</RouterLink>
              </Link>
              {title.outcome && <Text as="span"> ({outcomeLabel(title.outcome)})</Text>}
              {title.note && (
                <Text fontSize="sm" color="fg.muted">
                  {title.note}
                </Text>
              )}
            </List.Item>
          ))}
        </List.Root>
      ),
    ],
    ['Notes', meeting.notes && <Text whiteSpace="pre-wrap">{meeting.notes}</Text>],
  ];
  return (
    <DataList.Root orientation="horizontal" gap="3" aria-label={`Meeting with ${meeting.company}`}>
      {rows
        .filter(([, value]) => Boolean(value))
        .map(([label, value]) => (
          <DataList.Item key={label} alignItems="baseline">
            <DataList.ItemLabel minW="6rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word" display="block">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}
