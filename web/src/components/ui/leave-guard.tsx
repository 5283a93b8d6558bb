import type { RefObject } from 'react';
import { useBlocker } from 'react-router';
import { appState } from '../../lib/app-state';
import { ConfirmDialog } from './confirm-dialog';

interface Props {
  /** Something is typed and not saved. */
  dirty: boolean;
  /** A save is under way: its own navigation away is not asked about. */
  saving: RefObject<boolean>;
  /** Leaving is confirmed: what was typed is dropped (the draft too). */
  onDiscard: () => void;
}

/**
 * Asks before leaving a form with unsaved typing for another page (a link, Cancel, Back): "Leave
 * without saving?". Not when the session ended (its draft is kept for the next sign-in,
 * lib/drafts.ts), nor for the form's own save, nor for a change of the address's query (a dialog
 * of the same page).
 */
export function LeaveGuard({ dirty, saving, onDiscard }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !saving.current && appState.get().isLoggedIn && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="Leave without saving?"
      body="What you typed in this form is not saved. Leaving drops it."
      confirmLabel="Discard and leave"
      onConfirm={() => {
        onDiscard();
        blocker.proceed?.();
      }}
    />
  );
}
