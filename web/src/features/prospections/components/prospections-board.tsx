import { Badge, Box, Flex, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState, type SyntheticEvent } from 'react';
import { RowLink } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { nextStatuses, prospectionStatuses } from '../../../lib/core';
import type { Prospection } from '../api/prospection-types';
import { formatDate } from '../../../lib/format';
import { bestOffer, declineReasonLabel, formatOffer, openStatuses, statusLabel } from '../prospection-list';
import { useMoveProspection } from './move-dialog';
import { ChaseDate } from './prospections-table';

/** The closed statuses people move prospections to by hand; expiring and licensing have their own ways. */
const CLOSING = ['declined', 'withdrawn'];

const statusOf = (p: Prospection) => p.status ?? 'to_send';
const nameOf = (p: Prospection) => `${p.title} – ${p.company}`;

/** Where a card is dragged from, and so which columns may take it. */
interface Dragged {
  prospection: Prospection;
  allowed: string[];
}

interface CardProps {
  prospection: Prospection;
  /** The signed-in user may move it (drag, or "Move to…"). */
  writer: boolean;
  onMove: (prospection: Prospection, to: string) => void;
  /** Its move is being saved: its controls wait. */
  moving: boolean;
}

/**
 * What a card's status waits on: an option its end, a no its reason, a pitch not sent yet nothing
 * to chase, every other open status its next chase.
 */
function WaitingOn({ prospection: p }: { prospection: Prospection }) {
  switch (statusOf(p)) {
    case 'option':
      return p.optionExpiry ? <Text as="span">Option ends {formatDate(p.optionExpiry)}</Text> : null;
    case 'declined':
      return p.declineReason ? <Text as="span">{declineReasonLabel(p.declineReason)}</Text> : null;
    case 'withdrawn':
      return null;
    default:
      return p.chaseDate ? (
        <Text as="span">
          Chase <ChaseDate prospection={p} />
        </Text>
      ) : null;
  }
}

function CardBody({ prospection: p }: { prospection: Prospection }) {
  const offer = formatOffer(bestOffer(p.offers));
  return (
    <>
      <Box wordBreak="break-word">
        <RowLink to={paths.prospectionEdit(p.id)}>{p.title}</RowLink>
      </Box>
      <Text fontSize="sm" wordBreak="break-word">
        {p.company}
      </Text>
      <HStack fontSize="xs" color="fg.muted" justify="space-between" gap="2" wrap="wrap" _empty={{ display: 'none' }}>
        <WaitingOn prospection={p} />
        {offer && (
          <Text as="span" color="fg" fontVariantNumeric="tabular-nums">
            Offer {offer}
          </Text>
        )}
      </HStack>
    </>
  );
}

/** The moves core allows from its status, as a select: the board's way for the keyboard and small screens. */
function MoveSelect({ prospection, onMove, disabled }: { prospection: Prospection; onMove: (to: string) => void; disabled: boolean }) {
  const moves = nextStatuses(statusOf(prospection));
  if (moves.length === 0) return null;
  // A press on the select is for the select: it never starts dragging the card.
  const keep = (e: SyntheticEvent) => e.stopPropagation();
  return (
    <NativeSelect.Root size="xs" mt="1" disabled={disabled} onMouseDown={keep} onTouchStart={keep}>
      <NativeSelect.Field aria-label={`Move ${nameOf(prospection)} to`} value="" onChange={(e) => onMove(e.target.value)}>
        <option value="" disabled>
          Move to…
        </option>
        {moves.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function Card({ prospection, writer, onMove, moving }: CardProps) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: prospection.id, data: { prospection }, disabled: !writer || moving });
  return (
    // Only the mouse and touch listeners: the keyboard moves a card with its select, so the card
    // itself is no focus stop.
    <Stack
      ref={setNodeRef}
      {...listeners}
      as="li"
      gap="1"
      p="2.5"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      shadow="xs"
      opacity={isDragging || moving ? 0.5 : undefined}
      cursor={writer ? 'grab' : undefined}
      touchAction="manipulation"
      data-testid="prospection-card"
    >
      <CardBody prospection={prospection} />
      {writer && <MoveSelect prospection={prospection} onMove={(to) => onMove(prospection, to)} disabled={moving} />}
    </Stack>
  );
}

interface ColumnProps {
  status: string;
  label: string;
  cards: Prospection[];
  /** A drop zone for closing moves rather than a stage of the pipeline. */
  closing: boolean;
  dragged: Dragged | null;
  writer: boolean;
  onMove: (prospection: Prospection, to: string) => void;
  /** The status each card being moved shows until its move is saved or refused. */
  placed: ReadonlyMap<number, string>;
}

function Column({ status, label, cards, closing, dragged, writer, onMove, placed }: ColumnProps) {
  const refused = dragged !== null && statusOf(dragged.prospection) !== status && !dragged.allowed.includes(status);
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: refused });
  const headingId = `board-column-${status}`;
  return (
    <Stack
      ref={setNodeRef}
      as="section"
      aria-labelledby={headingId}
      data-status={status}
      data-disabled={refused || undefined}
      gap="2"
      p="2"
      flex={{ md: closing ? '0 0 8.5rem' : '1 1 11rem' }}
      minW={{ md: closing ? '8.5rem' : '11rem' }}
      rounded="lg"
      borderWidth="1px"
      borderStyle={closing ? 'dashed' : 'solid'}
      borderColor={isOver ? 'brand.solid' : undefined}
      bg={isOver ? 'brand.subtle' : 'bg.subtle'}
      opacity={refused ? 0.4 : undefined}
      cursor={refused ? 'not-allowed' : undefined}
      transition="opacity 0.15s, background 0.15s"
    >
      <HStack justify="space-between" px="1">
        <Heading as="h2" size="sm" id={headingId}>
          {label}
        </Heading>
        <Badge variant="outline">{cards.length}</Badge>
      </HStack>
      {cards.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" maxH={{ md: '70vh' }} overflowY={{ md: 'auto' }}>
          {cards.map((p) => (
            <Card key={p.id} prospection={p} writer={writer} onMove={onMove} moving={placed.has(p.id)} />
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.subtle" px="1" pb="1">
          {closing && writer ? `Drop a card here to mark it ${label.toLowerCase()}` : 'None'}
        </Text>
      )}
    </Stack>
  );
}

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(active.data.current?.prospection as Prospection)}`,
  onDragOver: ({ over }) => (over ? `Over ${statusLabel(String(over.id))}` : undefined),
  onDragEnd: ({ over }) => (over ? `Dropped on ${statusLabel(String(over.id))}` : 'Put back'),
  onDragCancel: () => 'Put back',
};

/**
 * The pipeline as columns, one per open status and one each to drop a card on to decline or
 * withdraw it. Writers move a card by dragging it (mouse, or a long press on touch screens) or with
 * its "Move to…" select; a column the card may not move to is dimmed while it is dragged. A card
 * shows in its new column while the move is saved, and goes back if it is refused (the toast of
 * `useMoveProspection` says why). Prospections of other statuses (licensed, expired) have no column.
 */
export function ProspectionsBoard({ prospections, writer }: { prospections: Prospection[]; writer: boolean }) {
  const { move, dialog } = useMoveProspection();
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [placed, setPlaced] = useState<ReadonlyMap<number, string>>(new Map());
  // Mouse and touch only (see Card); a touch drags after a press, so that a swipe still scrolls.
  const sensors = useSensors(useSensor(MouseSensor, { activationConstraint: { distance: 5 } }), useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }));

  const columns = [...openStatuses(), ...prospectionStatuses().filter((status) => CLOSING.includes(status.value))];
  const shownStatus = (p: Prospection) => placed.get(p.id) ?? statusOf(p);
  const unplaced = prospections.filter((p) => !columns.some((column) => column.value === shownStatus(p))).length;

  const onMove = async (prospection: Prospection, to: string) => {
    if (to === statusOf(prospection) || placed.has(prospection.id)) return;
    setPlaced((before) => new Map(before).set(prospection.id, to));
    await move(prospection, to);
    // Saved, the fresh list already has it in its new column; refused, it goes back.
    setPlaced((before) => {
      const after = new Map(before);
      after.delete(prospection.id);
      return after;
    });
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const prospection = active.data.current?.prospection as Prospection;
    setDragged({ prospection, allowed: nextStatuses(statusOf(prospection)) });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) void onMove(active.data.current?.prospection as Prospection, String(over.id));
    setDragged(null);
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={pointerWithin}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements }}
      >
        <Flex direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }} overflowX={{ md: 'auto' }} pb="2">
          {columns.map((column) => (
            <Column
              key={column.value}
              status={column.value}
              label={column.label}
              cards={prospections.filter((p) => shownStatus(p) === column.value)}
              closing={CLOSING.includes(column.value)}
              dragged={dragged}
              writer={writer}
              onMove={(p, to) => void onMove(p, to)}
              placed={placed}
            />
          ))}
        </Flex>
        <DragOverlay dropAnimation={null}>
          {dragged && (
            <Stack gap="1" p="2.5" bg="bg.panel" borderWidth="1px" rounded="md" shadow="lg" cursor="grabbing">
              <CardBody prospection={dragged.prospection} />
            </Stack>
          )}
        </DragOverlay>
      </DndContext>
      {unplaced > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {unplaced === 1 ? '1 prospection is' : `${unplaced} prospections are`} licensed or expired: the list view shows them.
        </Text>
      )}
      {dialog}
    </>
  );
}
