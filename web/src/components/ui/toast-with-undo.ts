import { endedSession, failureReason, WriteError } from '../../lib/api-client';
import { TOAST_DURATION_MS, toaster } from './toaster';

/** A toast with Undo stays twice as long as others: time to see the change and take it back. */
const UNDO_DURATION_MS = 2 * TOAST_DURATION_MS;

interface Words {
  title: string;
  description?: string;
}

interface UndoableChange extends Words {
  /**
   * Puts the change back: a write over the version the change saved, so that a record someone
   * changed since is refused rather than overwritten. Absent when the change cannot be taken back
   * (a move core's table does not allow backwards): the toast then offers no Undo.
   */
  undo?: () => Promise<unknown>;
  /** The toast once it is put back. */
  undone: Words;
  /** The error toast's title when putting it back failed. */
  notUndone: string;
}

/** Why a write was refused, for a toast: the first field's message (a date refused), else the server's. */
const reasonOf = (error: unknown) => (error instanceof WriteError ? Object.values(error.fieldErrors)[0] : undefined) ?? failureReason(error);

/**
 * The success toast of a change made with one gesture (a card dragged to another column, an
 * event to another day), with Undo when it can be put back: the board and the calendar say a move
 * and take it back the same way.
 */
export function toastWithUndo({ title, description, undo, undone, notUndone }: UndoableChange) {
  toaster.create({
    type: 'success',
    title,
    description,
    duration: undo ? UNDO_DURATION_MS : TOAST_DURATION_MS,
    action: undo && {
      label: 'Undo',
      onClick: () => {
        undo().then(
          () => toaster.create({ type: 'info', ...undone }),
          (failure: unknown) => {
            // a 401 or 403 has signed the browser out already: the sign-in page says why
            if (!endedSession(failure)) toaster.create({ type: 'error', title: notUndone, description: reasonOf(failure) });
          },
        );
      },
    },
  });
}
