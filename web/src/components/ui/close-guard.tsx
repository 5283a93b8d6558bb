import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface Options {
  /** Closes the drawer or dialog. */
  onClose: () => void;
  /** Closing without saving is confirmed: what was typed goes, its draft (lib/drafts.ts) too. */
  onDiscard: () => void;
  /** What the form is about, in the question: "this company". */
  about: string;
}

/**
 * A drawer or dialog holding a form asks before it drops what was typed, as leaving a form's page
 * does (LeaveGuard): every way of closing it (Escape, its close button, a click outside, Cancel)
 * calls `requestClose`, which closes at once when nothing is typed and otherwise asks "Close
 * without saving?" in `dialog`. The form inside reports `onDirtyChange`.
 */
export function useCloseGuard({ onClose, onDiscard, about }: Options) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const onDirtyChange = useCallback((now: boolean) => {
    dirty.current = now;
  }, []);
  const requestClose = () => (dirty.current ? setAsking(true) : onClose());
  const dialog = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title="Close without saving?"
      body={`What you typed about ${about} is not saved. Closing drops it.`}
      confirmLabel="Discard and close"
      onConfirm={() => {
        setAsking(false);
        dirty.current = false;
        onDiscard();
        onClose();
      }}
    />
  );
  return { requestClose, onDirtyChange, dialog };
}
