import { Alert, Box, Button, CloseButton, Drawer, Link, List, Portal, Stack, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { LuListChecks, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useCloseGuard } from '../../../components/ui/close-guard';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ConflictNotice } from '../../../components/ui/conflict-notice';
import { toaster } from '../../../components/ui/toaster';
import { toastFailure } from '../../../components/ui/save-failure';
import { paths } from '../../../config/paths';
import { endedSession, failureReason, WriteError } from '../../../lib/api-client';
import { validateMeeting } from '../../../lib/core';
import { useForm } from '../../../lib/use-form';
import { prospectionQueryOptions } from '../../prospections/api/get-prospections';
import type { Fair, FollowUps, Meeting } from '../api/fair-types';
import { useCreateFollowUps, useDeleteMeeting, useSaveMeeting } from '../api/meetings';
import { meetingFieldOfServerKey, meetingFields, meetingPayloadOf, meetingValues, type MeetingValues, type Preset } from '../meeting-form-values';
import { formatMeetingSpan } from '../meeting-times';
import { MeetingFields } from './meeting-fields';
import { MeetingSummary } from './meeting-summary';

/** Which meeting the drawer holds: a stored one, a new one (from a slot clicked), or none (closed). */
export type MeetingTarget = { meeting: Meeting } | { preset: Preset } | null;

const FORM_ID = 'meeting-form';

/** The prospections made from the meeting, each a link named by its title and company. */
function FollowUpLinks({ ids, created }: { ids: readonly number[]; created: FollowUps['created'] }) {
  const read = useQueries({ queries: ids.filter((id) => !created.some((c) => c.id === id)).map((id) => prospectionQueryOptions(id)) });
  const named = [
    ...created.map((c) => ({ id: c.id, label: `${c.title} – ${c.company}` })),
    ...read.flatMap((q) => (q.data && typeof q.data.id === 'number' ? [{ id: q.data.id, label: `${q.data.title} – ${q.data.company}` }] : [])),
  ];
  const unnamed = ids.filter((id) => !named.some((n) => n.id === id));
  return (
    <List.Root gap="1" ps="5">
      {[...named, ...unnamed.map((id) => ({ id, label: `Prospection ${id}` }))].map(({ id, label }) => (
        <List.Item key={id}>
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to={paths.prospectionEdit(id)}>{label}</RouterLink>
          </Link>
        </List.Item>
      ))}
    </List.Root>
  );
}

interface EditorProps {
  fair: Fair;
  meeting: Meeting | null;
  preset: Preset;
  readOnly: boolean;
  portal: React.RefObject<HTMLDivElement | null>;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function MeetingEditor({ fair, meeting, preset, readOnly, portal, onDone, onCancel, onDirtyChange }: EditorProps) {
  const save = useSaveMeeting(fair.id);
  const remove = useDeleteMeeting(fair.id);
  const followUps = useCreateFollowUps(fair.id);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [created, setCreated] = useState<FollowUps['created']>([]);
  const [followUpError, setFollowUpError] = useState<string | null>(null);
  // core's messages of the meeting the form would send, in this fair's days and hours
  const validate = useCallback((values: MeetingValues) => validateMeeting(meetingPayloadOf(values), fair), [fair]);
  const form = useForm<MeetingValues>({
    initial: () => meetingValues(meeting ?? undefined, fair, preset),
    validate,
    fields: meetingFields,
    fieldOfServerKey: meetingFieldOfServerKey,
    version: meeting?.version,
    fromRecord: (record) => meetingValues(record as unknown as Meeting, fair),
    readOnly,
  });
  const { setFormElement, dirty } = form;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const saving = save.isPending;

  const onSubmit = (event: FormEvent) =>
    form.submit(
      event,
      async (sent, version) => {
        const saved = await save.mutateAsync({ meeting: meetingPayloadOf(sent, meeting?.id), version });
        toaster.success({ title: meeting ? 'Meeting saved' : 'Meeting booked', description: `${saved.company}: ${formatMeetingSpan(saved.start, saved.minutes)}` });
        // allowed, but worth a look: the same company met twice at the fair
        if (saved.warnings.length > 0) toaster.create({ type: 'warning', title: 'Worth a look', description: saved.warnings.join(' '), duration: 10_000 });
        onDone();
      },
      toastFailure('The meeting could not be saved'),
    );

  const onDelete = async () => {
    if (!meeting) return;
    try {
      await remove.mutateAsync({ id: meeting.id, version: form.version ?? meeting.version });
      setConfirmOpen(false);
      toaster.success({ title: 'Meeting deleted', description: `${meeting.company}: ${formatMeetingSpan(meeting.start, meeting.minutes)}` });
      onDone();
    } catch (error) {
      setConfirmOpen(false);
      if (form.takeStale(error) || endedSession(error)) return;
      toaster.error({ title: 'The meeting could not be deleted', description: failureReason(error) });
    }
  };

  const onFollowUps = async () => {
    if (!meeting) return;
    setFollowUpError(null);
    try {
      const made = await followUps.mutateAsync(meeting.id);
      setCreated(made.created);
      toaster.success({ title: made.created.length === 1 ? 'One follow-up created' : `${made.created.length} follow-ups created`, description: made.created.map((c) => c.title).join(', ') });
    } catch (error) {
      if (endedSession(error)) return;
      const fields = error instanceof WriteError ? Object.values(error.fieldErrors) : [];
      setFollowUpError(fields.length > 0 ? fields.join(' ') : failureReason(error));
    }
  };

  // Follow-ups are made from the meeting as stored: held, and nothing typed over it.
  const followUpIds = [...new Set([...(meeting?.followUps ?? []), ...created.map((c) => c.id)])];
  const canFollowUp = !readOnly && meeting?.status === 'held' && !dirty;

  return (
    <>
      <Drawer.Body>
        <Stack gap="5">
          {meeting && meeting.warnings.length > 0 && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Worth a look</Alert.Title>
                <Alert.Description>{meeting.warnings.join(' ')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <ConflictNotice conflict={form.conflict} onChoose={form.choose} labels={{ memberIds: 'Members', companyId: 'Company', contactIds: 'Contacts' }} />
          {readOnly && meeting ? (
            <MeetingSummary meeting={meeting} />
          ) : (
            <form id={FORM_ID} ref={setFormElement} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={meeting ? `Meeting with ${meeting.company}` : 'New meeting'}>
              <MeetingFields form={form} fair={fair} portal={portal} />
            </form>
          )}
          {meeting && (meeting.status === 'held' || followUpIds.length > 0) && (
            <Box as="section" aria-label="Follow-ups" borderTopWidth="1px" pt="4">
              <Text fontWeight="semibold" mb="1">
                Follow-ups
              </Text>
              {followUpIds.length > 0 ? (
                <FollowUpLinks ids={followUpIds} created={created} />
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  One prospection per title marked interested or send material: the fair as its source, sent today, the chase date from the team's setting.
                </Text>
              )}
              {followUpError && (
                <Alert.Root status="error" mt="3" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{followUpError}</Alert.Title>
                </Alert.Root>
              )}
              {canFollowUp && (
                <Button mt="3" variant="outline" colorPalette="brand" loading={followUps.isPending} onClick={() => void onFollowUps()}>
                  <LuListChecks /> Create follow-ups
                </Button>
              )}
            </Box>
          )}
        </Stack>
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" gap="3" flexWrap="wrap">
        {meeting && !readOnly && (
          <Button variant="ghost" colorPalette="red" me="auto" onClick={() => setConfirmOpen(true)} disabled={saving}>
            <LuTrash2 /> Delete
          </Button>
        )}
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button type="submit" form={FORM_ID} colorPalette="brand" loading={saving} loadingText="Saving...">
            {meeting ? 'Save' : 'Book'}
          </Button>
        )}
      </Drawer.Footer>
      {meeting && (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title="Delete this meeting?"
          body={`The meeting with ${meeting.company} (${formatMeetingSpan(meeting.start, meeting.minutes)}) will be deleted; the prospections made from it stay.`}
          loading={remove.isPending}
          onConfirm={() => void onDelete()}
        />
      )}
    </>
  );
}

/**
 * A meeting in a drawer from the end side (full screen on small screens), as the company editor:
 * booked from a slot or opened from the planner; closing it with something typed asks first.
 */
export function MeetingDrawer({ fair, target, readOnly, onClose }: { fair: Fair; target: MeetingTarget; readOnly: boolean; onClose: () => void }) {
  const content = useRef<HTMLDivElement>(null);
  const { requestClose, onDirtyChange, dialog } = useCloseGuard({ onClose, onDiscard: () => undefined, about: 'this meeting' });
  const meeting = target && 'meeting' in target ? target.meeting : null;
  const preset = target && 'preset' in target ? target.preset : {};
  const title = meeting ? (readOnly ? `Meeting with ${meeting.company}` : 'Edit the meeting') : 'Book a meeting';
  return (
    <Drawer.Root open={target !== null} onOpenChange={(e) => !e.open && requestClose()} placement="end" size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={content}>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {target !== null && (
              <MeetingEditor
                key={meeting ? meeting.id : `new/${preset.start ?? ''}`}
                fair={fair}
                meeting={meeting}
                preset={preset}
                readOnly={readOnly}
                portal={content}
                onDone={onClose}
                onCancel={requestClose}
                onDirtyChange={onDirtyChange}
              />
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the meeting" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {dialog}
    </Drawer.Root>
  );
}
