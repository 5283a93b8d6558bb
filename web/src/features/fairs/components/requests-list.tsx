import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { StatusPanel } from '../../../components/ui/status-panel';
import type { Meeting } from '../api/fair-types';
import { formatMeetingSpan } from '../meeting-times';

/**
 * The requests to chase: the meetings still `requested`, soonest first, each with who asked for it
 * and a button to open it (to confirm it, or cancel it).
 */
export function RequestsList({ meetings, onOpen }: { meetings: readonly Meeting[]; onOpen: (meeting: Meeting) => void }) {
  const requested = meetings.filter((m) => m.status === 'requested');
  if (requested.length === 0) {
    return <StatusPanel icon={<LuCircleCheck />} title="Nothing to chase" description="Every meeting asked for is confirmed, held or cancelled." />;
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Requests to chase">
      {requested.map((meeting) => (
        <Box as="li" key={meeting.id} borderWidth="1px" rounded="md" p="3" bg="bg.panel">
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold">{meeting.company}</Text>
              <Text fontSize="sm" color="fg.muted">
                {formatMeetingSpan(meeting.start, meeting.minutes)}
                {meeting.table && ` · Table ${meeting.table}`}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {[meeting.members.map((m) => m.name).join(', '), meeting.contacts.map((c) => c.name).join(', ')].filter(Boolean).join(' with ')}
              </Text>
            </Stack>
            <HStack gap="2">
              <Badge colorPalette="orange" variant="subtle">
                Requested
              </Badge>
              <Button size="sm" variant="outline" onClick={() => onOpen(meeting)} aria-label={`Open the meeting with ${meeting.company}`}>
                Open
              </Button>
            </HStack>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
