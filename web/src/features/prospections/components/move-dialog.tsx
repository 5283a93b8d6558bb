import { Button, CloseButton, Dialog, Field, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { DateInput } from '../../../components/ui/date-input';
import { SelectInput } from '../../../components/ui/select-input';
import { toaster } from '../../../components/ui/toaster';
import { toastWithUndo } from '../../../components/ui/toast-with-undo';
import { WriteError } from '../../../lib/api-client';
import { declineReasons, markSent, validateProspection, validateProspectionChange } from '../../../lib/core';
import { todayIso } from '../../../lib/today';
import type { Prospection, ProspectionPayload } from '../api/prospection-types';
import { useSaveProspection } from '../api/save-prospection';
import { statusLabel } from '../prospection-list';

/** The fields of a stored prospection that the server sets: never sent back. */
const READ_ONLY = ['contact', 'owner', 'offers', 'licenseId', 'createdAt', 'updatedAt'] as const;

/**
 * The body that moves `prospection` to `to` with `extra` fields: the stored prospection as it is
 * otherwise. Marking a planned pitch sent dates it today (the team's) and schedules the first chase
 * 30 days on, as a rights person clicking "Mark sent" means: core's `markSent`, which the server
 * applies to a move to `sent` as well.
 */
export function movePayload(prospection: Prospection, to: string, extra: Partial<ProspectionPayload> = {}): ProspectionPayload {
  const moved: Record<string, unknown> = { ...prospection, status: to, ...extra };
  for (const field of READ_ONLY) delete moved[field];
  return markSent<ProspectionPayload>(prospection.status ?? 'to_send', moved, todayIso());
}

/** What the dialog asks for before a move: the reason of a decline, or the end of an option. */
interface Asking {
  prospection: Prospection;
  to: 'declined' | 'option';
  resolve: (moved: boolean) => void;
}

const nameOf = (prospection: Prospection) => `${prospection.title} – ${prospection.company}`;

const refused = (description: string) => toaster.create({ type: 'error', title: 'The prospection was not moved', description });

/**
 * Moves prospections between statuses, as core's move table allows: `move(prospection, to)` checks
 * the move with core (the server's own rule), asks in `dialog` what a decline (its reason) or an
 * option (its expiry) needs, saves, and resolves true once saved; a refused or cancelled move
 * resolves false, a refusal told in a toast. The board and the edit page share it.
 */
export function useMoveProspection(): { move: (prospection: Prospection, to: string) => Promise<boolean>; dialog: ReactNode } {
  const save = useSaveProspection();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const resolved = useRef(false);

  const send = async (prospection: Prospection, to: string, extra?: Partial<ProspectionPayload>): Promise<boolean> => {
    const payload = movePayload(prospection, to, extra);
    const problems = validateProspectionChange(prospection.status ?? 'to_send', payload);
    // A refused move says why first; then the first field's message.
    const first = problems.status ?? Object.values(problems)[0];
    if (first) {
      refused(first);
      return false;
    }
    try {
      const saved = await save.mutateAsync({ id: prospection.id, payload, version: prospection.version });
      toastWithUndo({
        title: `Moved to ${statusLabel(to)}`,
        description: nameOf(prospection),
        undo: undoOf(prospection, saved),
        undone: { title: `Back to ${statusLabel(prospection.status ?? 'to_send')}`, description: nameOf(prospection) },
        notUndone: 'The move could not be undone',
      });
      return true;
    } catch (failure) {
      if (failure instanceof WriteError && (failure.status === 401 || failure.status === 403)) return false; // the guard takes over
      const reason = failure instanceof WriteError ? (Object.values(failure.fieldErrors)[0] ?? failure.serverMessage) : '';
      refused(reason || 'The server could not be reached; try again.');
      return false;
    }
  };

  /**
   * Undo in the toast of a move, when core allows the move back: the prospection as it was
   * (its fields too: a move to Sent dated it), saved over the moved one.
   */
  const undoOf = (before: Prospection, moved: Prospection) => {
    const back = movePayload(moved, before.status ?? 'to_send');
    const restored: ProspectionPayload = {
      ...back,
      sentDate: before.sentDate ?? undefined,
      chaseDate: before.chaseDate ?? undefined,
      declineReason: before.declineReason ?? undefined,
      optionExpiry: before.optionExpiry ?? undefined,
    };
    if (Object.keys(validateProspectionChange(moved.status ?? 'to_send', restored)).length > 0) return undefined;
    return () => save.mutateAsync({ id: moved.id, payload: restored, version: moved.version });
  };

  const move = (prospection: Prospection, to: string): Promise<boolean> => {
    if (to !== 'declined' && to !== 'option') return send(prospection, to);
    return new Promise((resolve) => {
      resolved.current = false;
      setAnswer(to === 'declined' ? (prospection.declineReason ?? '') : (prospection.optionExpiry ?? ''));
      setError(undefined);
      setAsking({ prospection, to, resolve });
    });
  };

  const close = (moved: boolean) => {
    if (asking && !resolved.current) {
      resolved.current = true;
      asking.resolve(moved);
    }
    setAsking(null);
  };

  const confirm = async () => {
    if (!asking) return;
    const field = asking.to === 'declined' ? 'declineReason' : 'optionExpiry';
    const message = validateProspection(movePayload(asking.prospection, asking.to, { [field]: answer }))[field];
    if (message) {
      setError(message);
      return;
    }
    close(await send(asking.prospection, asking.to, { [field]: answer }));
  };

  const declining = asking?.to === 'declined';
  const dialog = (
    <Dialog.Root open={asking !== null} onOpenChange={(e) => !e.open && !save.isPending && close(false)} placement="center" size={{ base: 'xs', sm: 'sm' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{declining ? 'Declined' : 'Grant an option'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">
                  {asking?.prospection.title} – {asking?.prospection.company}
                </Text>
                <Field.Root invalid={error !== undefined} required>
                  <Field.Label>
                    {declining ? 'Why did they decline?' : 'The option ends on'}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  {declining ? (
                    <SelectInput name="declineReason" value={answer} options={declineReasons()} emptyLabel="Choose a reason" onChange={(e) => setAnswer(e.target.value)} />
                  ) : (
                    <DateInput name="optionExpiry" value={answer} min={todayIso()} onChange={(e) => setAnswer(e.target.value)} />
                  )}
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={save.isPending} onClick={() => close(false)}>
                Cancel
              </Button>
              <Button colorPalette={declining ? 'red' : 'brand'} loading={save.isPending} onClick={() => void confirm()}>
                {declining ? 'Mark declined' : 'Grant option'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={save.isPending}>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
  return { move, dialog };
}
