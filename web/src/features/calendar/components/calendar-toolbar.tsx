import { Button, ButtonGroup, Flex, Heading, HStack, IconButton, SegmentGroup, Spinner } from '@chakra-ui/react';
import type { CalendarController } from '@fullcalendar/react';
import { LuCalendarDays, LuCalendarRange, LuChevronLeft, LuChevronRight, LuList } from 'react-icons/lu';
import type { CalendarView } from '../calendar-views';

const VIEWS: { value: CalendarView; label: string; icon: typeof LuList }[] = [
  { value: 'month', label: 'Month', icon: LuCalendarDays },
  { value: 'week', label: 'Week', icon: LuCalendarRange },
  { value: 'agenda', label: 'Agenda', icon: LuList },
];

interface Props {
  controller: CalendarController;
  view: CalendarView;
  /** The period's entries are being fetched. */
  busy: boolean;
  /** A move the user asked for, run through `go` so the address records it. */
  go: (move: () => void) => void;
  onView: (view: CalendarView) => void;
}

/**
 * The calendar's own toolbar in Chakra's look: today, previous and next (FullCalendar's words for
 * them, "Previous month"), the period shown as the heading, and the view.
 */
export function CalendarToolbar({ controller, view, busy, go, onView }: Props) {
  const buttons = controller.getButtonState();
  return (
    <Flex gap="3" mb="3" align="center" justify="space-between" wrap="wrap">
      <HStack gap="2" minW="0">
        <Button size="sm" variant="outline" onClick={() => go(() => controller.today())} disabled={buttons.today?.isDisabled} title={buttons.today?.hint}>
          Today
        </Button>
        <ButtonGroup size="sm" variant="outline" attached>
          <IconButton aria-label={buttons.prev?.hint ?? 'Previous'} onClick={() => go(() => controller.prev())}>
            <LuChevronLeft />
          </IconButton>
          <IconButton aria-label={buttons.next?.hint ?? 'Next'} onClick={() => go(() => controller.next())}>
            <LuChevronRight />
          </IconButton>
        </ButtonGroup>
        <Heading as="h2" size="md" ms="1" truncate aria-live="polite">
          {controller.view?.title}
        </Heading>
        {busy && <Spinner size="xs" color="fg.muted" aria-label="Loading the calendar" />}
      </HStack>
      <SegmentGroup.Root size="sm" aria-label="View" value={view} onValueChange={({ value }) => value && onView(value as CalendarView)}>
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={VIEWS.map(({ value, label, icon: Icon }) => ({
            value,
            label: (
              <HStack gap="1.5">
                <Icon aria-hidden /> {label}
              </HStack>
            ),
          }))}
        />
      </SegmentGroup.Root>
    </Flex>
  );
}
