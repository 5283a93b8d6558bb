import { Button, Center, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { RecordHistory } from '../../../components/history/record-history';
import { useCloseGuard } from '../../../components/ui/close-guard';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ConflictNotice } from '../../../components/ui/conflict-notice';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { toaster } from '../../../components/ui/toaster';
import { WriteError } from '../../../lib/api-client';
import { dropDraft } from '../../../lib/drafts';
import { getSession } from '../../../lib/session';
import type { TeamEvent } from '../api/calendar-types';
import { useDeleteEvent, useEvent, useSaveEvent } from '../api/events';
import type { Span } from '../calendar-entries';
import { eventToValues, newEventValues, toEventPayload } from '../event-form-values';
import { eventDraft, useEventForm } from '../use-event-form';
import { EventFields } from './event-fields';

/** What the editor shows: a stored event, or a new one over the days or hours picked. */
export type EventTarget = { id: number } | { span: Span };

/** Why a write failed, in words for a toast. */
const reasonOf = (error: unknown) =>
  error instanceof WriteError ? error.serverMessage || (error.status === 0 ? 'The server could not be reached; try again.' : error.message) : String(error);

/** A 401 or 403 has signed the browser out already: the sign-in page says why. */
const signedOut = (error: unknown) => error instanceof WriteError && (error.status === 401 || error.status === 403);

interface EditorProps {
  event: TeamEvent | null;
  span: Span | null;
  readOnly: boolean;
  /** Closes the editor (after a save or delete). */
  onDone: () => void;
  /** Cancel: the dialog asks first when something is typed and not saved. */
  onCancel: () => void;
  /** Told whether something is typed and not saved. */
  onDirtyChange: (dirty: boolean) => void;
  /** The title's input, focused as the dialog opens. */
  titleRef: RefObject<HTMLInputElement | null>;
  dialogRef: RefObject<HTMLDivElement | null>;
}

/** The form of one event, its history, and Delete, Cancel and Save. */
function EventEditor({ event, span, readOnly, onDone, onCancel, onDirtyChange, titleRef, dialogRef }: EditorProps) {
  const formId = useId();
  const form = useEventForm(event?.id ?? null, event ? eventToValues(event) : newEventValues(span!), readOnly, event?.version);
  const { setFormElement, dirty } = form;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const [confirming, setConfirming] = useState(false);

  const onSubmit = (e: FormEvent) =>
    form.submit(
      e,
      async (values, version) => {
        const payload = toEventPayload(values);
        await save.mutateAsync({ id: event?.id, event: payload, version });
        toaster.success({ title: event ? 'Event saved' : 'Event created', description: payload.title });
        onDone();
      },
      (error, { onFields }) => {
        if (signedOut(error)) return;
        if (error instanceof WriteError && error.status === 422 && Object.keys(onFields).length > 0) return;
        toaster.error({ title: 'The event could not be saved', description: reasonOf(error) });
      },
    );

  const onDelete = async () => {
    if (!event) return;
    try {
      // Over the version the form shows now: an event changed since is not deleted unseen.
      await remove.mutateAsync({ id: event.id, version: form.version });
      setConfirming(false);
      toaster.success({ title: 'Event deleted', description: event.title });
      onDone();
    } catch (error) {
      setConfirming(false);
      if (form.takeStale(error)) return;
      if (!signedOut(error)) toaster.error({ title: 'The event could not be deleted', description: reasonOf(error) });
    }
  };

  return (
    <>
      <Dialog.Body>
        <form id={formId} ref={setFormElement} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Event">
          <Stack gap="4">
            <DraftNotice restored={form.restored} onDiscard={form.discardDraft} />
            <ConflictNotice conflict={form.conflict} onChoose={form.choose} />
            <EventFields form={form} readOnly={readOnly} titleRef={titleRef} dialogRef={dialogRef} />
          </Stack>
        </form>
        {event && <RecordHistory entityType="event" entityId={event.id} />}
      </Dialog.Body>
      <Dialog.Footer gap="3" flexWrap="wrap">
        {event && !readOnly && (
          <Button variant="ghost" colorPalette="red" me="auto" onClick={() => setConfirming(true)} disabled={save.isPending}>
            <LuTrash2 /> Delete
          </Button>
        )}
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button type="submit" form={formId} colorPalette="brand" loading={save.isPending} loadingText="Saving...">
            {event ? 'Save' : 'Create'}
          </Button>
        )}
      </Dialog.Footer>
      {event && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this event?"
          body={`${event.title} will be deleted. This cannot be undone.`}
          loading={remove.isPending}
          onConfirm={() => void onDelete()}
        />
      )}
    </>
  );
}

interface Props {
  target: EventTarget | null;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * The event editor in a dialog: a stored event (its history under the form) or a new one. It keeps
 * showing the last target while it closes. What is typed is kept as a draft until saved or
 * discarded (a session ending loses nothing), and closing with it unsaved asks first. Viewers read
 * the event; nothing can be changed.
 */
export function EventDialog({ target, readOnly, onClose }: Props) {
  const [shown, setShown] = useState(target);
  // Follows the target while rendering (React's pattern for state adjusted to a prop), not in an effect.
  if (target !== null && target !== shown) setShown(target);
  const current = target ?? shown;
  const id = current && 'id' in current ? current.id : null;
  const event = useEvent(id);
  const titleRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const title = id === null ? 'New event' : readOnly ? 'Event' : 'Edit event';
  const { requestClose, onDirtyChange, dialog } = useCloseGuard({
    onClose,
    onDiscard: () => dropDraft(getSession().user_id, eventDraft(id)),
    about: 'this event',
  });

  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(e) => !e.open && requestClose()}
      placement="center"
      size="lg"
      scrollBehavior="inside"
      // the title to type in; while a stored event loads, the dialog itself (not its close button)
      initialFocusEl={() => (readOnly ? null : (titleRef.current ?? dialogRef.current))}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content ref={dialogRef}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {id !== null && event.isPending ? (
              <Dialog.Body>
                <Center py="12" gap="3" role="status" color="fg.muted">
                  <Spinner size="sm" color="brand.solid" />
                  <Text>Loading...</Text>
                </Center>
              </Dialog.Body>
            ) : id !== null && !event.data ? (
              <Dialog.Body>
                <Text py="6">Event not found. It may have been deleted.</Text>
              </Dialog.Body>
            ) : (
              current && (
                <EventEditor
                  key={id ?? JSON.stringify(current)}
                  event={event.data ?? null}
                  span={'span' in current ? current.span : null}
                  readOnly={readOnly}
                  onDone={onClose}
                  onCancel={requestClose}
                  onDirtyChange={onDirtyChange}
                  titleRef={titleRef}
                  dialogRef={dialogRef}
                />
              )
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {dialog}
    </Dialog.Root>
  );
}
