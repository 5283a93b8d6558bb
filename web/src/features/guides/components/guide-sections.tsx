import { Badge, Box, Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRef, useState } from 'react';
import { LuGripVertical, LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { addTitle, dropTarget, locate, moveTitle, removeTitle, SECTION_PREFIX, withKeys, withNewSection, type BuilderSection, type GuideTitle } from '../guide-order';
import { AddTitle } from './add-title';

/** At most this many sections (core's limit, docs/http.md). */
const MAX_SECTIONS = 50;

export interface GuideSectionsProps {
  sections: readonly BuilderSection[];
  /** The sections changed; `changed` are the form keys whose messages go (a heading, the titles). */
  onChange: (sections: readonly BuilderSection[], ...changed: string[]) => void;
  errorOf: (field: string) => string | undefined;
  readOnly: boolean;
}

/** "Section 2" when it has no heading yet: how the announcements and labels name it. */
const sectionName = (section: BuilderSection, index: number) => section.heading.trim() || `Section ${index + 1}`;

/** Where a title would land dropped over `over` (dnd-kit's), in words: "position 2 of 5 in Fiction". */
function placeOf(sections: readonly BuilderSection[], active: UniqueIdentifier, over: UniqueIdentifier | undefined): string {
  const from = locate(sections, Number(active));
  const to = over === undefined ? undefined : dropTarget(sections, over);
  if (!from) return '';
  const index = sections.findIndex((section) => section.key === to?.key);
  if (!to || index < 0) return `position ${from.index + 1} of ${sections[from.section].titles.length} in ${sectionName(sections[from.section], from.section)}`;
  const section = sections[index];
  // Into another section it adds a place there; within its own it takes the one it is over.
  const count = index === from.section ? section.titles.length : section.titles.length + 1;
  return `position ${Math.min(to.index + 1, count)} of ${count} in ${sectionName(section, index)}`;
}

function TitleRowBody({ title, index }: { title: GuideTitle; index: number }) {
  return (
    <>
      <Text as="span" fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" minW="6" textAlign="end">
        {index + 1}.
      </Text>
      <Text flex="1" minW="0" truncate fontWeight="medium">
        {title.name}
      </Text>
    </>
  );
}

function SortableTitle({ title, index, readOnly, onRemove }: { title: GuideTitle; index: number; readOnly: boolean; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: title.id, disabled: readOnly });
  return (
    <HStack
      as="li"
      ref={setNodeRef}
      gap="2"
      px="2"
      py="1.5"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      opacity={isDragging ? 0.4 : undefined}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
      data-testid="guide-title"
    >
      {!readOnly && (
        // The handle alone starts a drag (a press, a long press on touch, or Space then the arrows),
        // so that the row's text can still be selected and the page scrolled.
        <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Move ${title.name}`} variant="ghost" size="sm" cursor="grab" touchAction="none">
          <LuGripVertical />
        </IconButton>
      )}
      <TitleRowBody title={title} index={index} />
      {!readOnly && (
        <IconButton aria-label={`Remove ${title.name} from the guide`} variant="ghost" size="sm" colorPalette="red" onClick={onRemove}>
          <LuX />
        </IconButton>
      )}
    </HStack>
  );
}

interface SectionCardProps {
  section: BuilderSection;
  index: number;
  readOnly: boolean;
  headingError?: string;
  onHeading: (heading: string) => void;
  onRemove: () => void;
  onRemoveTitle: (id: number) => void;
  onAdd: (title: GuideTitle) => string | undefined;
}

function SectionCard({ section, index, readOnly, headingError, onHeading, onRemove, onRemoveTitle, onAdd }: SectionCardProps) {
  // The list is a drop zone too, so that an empty section takes a title.
  const { setNodeRef, isOver } = useDroppable({ id: `${SECTION_PREFIX}${section.key}`, disabled: readOnly });
  const name = sectionName(section, index);
  return (
    <Stack as="section" aria-label={name} gap="3" p={{ base: '3', md: '4' }} borderWidth="1px" rounded="lg" bg="bg.subtle">
      <HStack gap="2" align="start">
        <Field.Root invalid={Boolean(headingError)} readOnly={readOnly} flex="1">
          <Field.Label srOnly>Section {index + 1} heading</Field.Label>
          <Input
            name={`sections.${index}.heading`}
            value={section.heading}
            onChange={(e) => onHeading(e.target.value)}
            placeholder={readOnly ? undefined : 'Heading, e.g. Fiction'}
            fontWeight="semibold"
            bg="bg.panel"
            autoComplete="off"
          />
          <Field.ErrorText>{headingError}</Field.ErrorText>
        </Field.Root>
        <Badge variant="outline" mt="2.5" flexShrink="0">
          {section.titles.length === 1 ? '1 title' : `${section.titles.length} titles`}
        </Badge>
        {!readOnly && (
          <IconButton aria-label={`Remove section ${name}`} variant="ghost" colorPalette="red" onClick={onRemove} flexShrink="0">
            <LuTrash2 />
          </IconButton>
        )}
      </HStack>
      <SortableContext items={section.titles.map((title) => title.id)} strategy={verticalListSortingStrategy}>
        <Stack
          as="ol"
          ref={setNodeRef}
          gap="1.5"
          listStyleType="none"
          minH="12"
          p="1"
          m="-1"
          rounded="md"
          outline={isOver ? '2px dashed' : undefined}
          outlineColor="brand.solid"
          aria-label={`Titles of ${name}`}
        >
          {section.titles.map((title, i) => (
            <SortableTitle key={title.id} title={title} index={i} readOnly={readOnly} onRemove={() => onRemoveTitle(title.id)} />
          ))}
          {section.titles.length === 0 && (
            <Text as="li" fontSize="sm" color="fg.muted" px="2" py="3">
              {readOnly ? 'No titles.' : 'No titles yet: add one below, or drag one here.'}
            </Text>
          )}
        </Stack>
      </SortableContext>
      {!readOnly && <AddTitle label={`Add a title to ${name}`} onAdd={onAdd} />}
    </Stack>
  );
}

/**
 * The guide's sections, each with its heading and its titles in order. Writers add a title through
 * the titles' completion, remove it, and move it by dragging its handle, within a section or into
 * another one (an empty one too), with the mouse, a long press on a touch screen, or the keyboard
 * (Space on the handle, the arrow keys, Space again; Escape puts it back); each move is announced.
 * Sections are added, renamed and removed (with their titles, after a confirmation).
 */
export function GuideSections({ sections, onChange, errorOf, readOnly }: GuideSectionsProps) {
  const [active, setActive] = useState<GuideTitle | null>(null);
  // The sections before the drag: Escape puts them back.
  const before = useRef<readonly BuilderSection[]>(sections);
  const [removing, setRemoving] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => {
    const at = locate(sections, Number(id));
    return at ? sections[at.section].titles[at.index].name : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${placeOf(sections, active.id, undefined)}.`,
    // over its own place (as a drag begins): nothing new to say
    onDragOver: ({ active, over }) => (over && over.id !== active.id ? `${nameOf(active.id)} is over ${placeOf(sections, active.id, over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => `${nameOf(active.id)} dropped at ${placeOf(sections, active.id, over?.id)}.`,
    onDragCancel: ({ active }) => `${nameOf(active.id)} put back.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    before.current = sections;
    const at = locate(sections, Number(active.id));
    setActive(at ? sections[at.section].titles[at.index] : null);
  };
  // Into another section as soon as it is over it, so that its titles make room.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const from = locate(sections, Number(active.id));
    const to = over && dropTarget(sections, over.id);
    if (!from || !to || sections[from.section].key === to.key) return;
    onChange(moveTitle(sections, Number(active.id), to.key, to.index), 'sections');
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActive(null);
    const to = over && dropTarget(sections, over.id);
    if (to) onChange(moveTitle(sections, Number(active.id), to.key, to.index), 'sections');
  };
  const onDragCancel = () => {
    setActive(null);
    onChange(before.current, 'sections');
  };

  const headingKeys = () => sections.map((_, i) => `sections.${i}.heading`);
  const removeSection = (index: number) => {
    onChange(
      withKeys(sections.filter((_, i) => i !== index)),
      'sections',
      ...headingKeys(),
    );
    setRemoving(null);
  };
  const askRemove = (index: number) => (sections[index].titles.length > 0 ? setRemoving(index) : removeSection(index));
  const add = (key: string, title: GuideTitle): string | undefined => {
    const at = locate(sections, title.id);
    if (at) return `“${title.name}” is in the guide already, in ${sectionName(sections[at.section], at.section)}.`;
    onChange(addTitle(sections, key, title), 'sections');
    return undefined;
  };
  const sectionToRemove = removing === null ? undefined : sections[removing];

  return (
    <Stack gap="4">
      {errorOf('sections') && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {errorOf('sections')}
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{ announcements }}
        // A title moved into another section shifts the titles of both: measured again at once,
        // not only when the drag began, so that the drop lands where it shows.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      >
        {sections.map((section, index) => (
          <SectionCard
            key={section.key}
            section={section}
            index={index}
            readOnly={readOnly}
            headingError={errorOf(`sections.${index}.heading`)}
            onHeading={(heading) => onChange(sections.map((s, i) => (i === index ? { ...s, heading } : s)), `sections.${index}.heading`)}
            onRemove={() => askRemove(index)}
            onRemoveTitle={(id) => onChange(removeTitle(sections, id), 'sections')}
            onAdd={(title) => add(section.key, title)}
          />
        ))}
        <DragOverlay dropAnimation={null}>
          {active && (
            <HStack gap="2" px="2" py="1.5" bg="bg.panel" borderWidth="1px" rounded="md" shadow="lg" cursor="grabbing">
              <Box p="2" color="fg.muted">
                <LuGripVertical />
              </Box>
              <TitleRowBody title={active} index={locate(sections, active.id)?.index ?? 0} />
            </HStack>
          )}
        </DragOverlay>
      </DndContext>
      {sections.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          No sections yet.
        </Text>
      )}
      {!readOnly && (
        <Box>
          <Button variant="outline" onClick={() => onChange(withNewSection(sections), 'sections')} disabled={sections.length >= MAX_SECTIONS}>
            <LuPlus /> Add section
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={sectionToRemove !== undefined}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this section?"
        body={
          sectionToRemove &&
          `${sectionName(sectionToRemove, removing ?? 0)} and its ${sectionToRemove.titles.length === 1 ? 'title leave' : `${sectionToRemove.titles.length} titles leave`} the guide when you save it.`
        }
        confirmLabel="Remove section"
        onConfirm={() => removing !== null && removeSection(removing)}
      />
    </Stack>
  );
}
