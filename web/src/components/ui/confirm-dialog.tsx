import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: ReactNode;
  /** The destructive button's label; "Delete" unless told. */
  confirmLabel?: string;
  /** The confirm button's colour: red (destructive) unless told, e.g. `brand` for a change that takes nothing away. */
  confirmPalette?: 'red' | 'brand';
  /** Shows the confirm button's spinner and keeps the dialog from being dismissed meanwhile. */
  loading?: boolean;
  /** Without it the action is not offered (the body says why) and Cancel reads Close. */
  onConfirm?: () => void;
}

/**
 * A confirmation for a destructive or weighty action (an `alertdialog`): a confirm button (red
 * unless told) and Cancel.
 * The caller closes it (onOpenChange(false)) once the action has finished. Without `onConfirm`,
 * it only tells why the action cannot be done, with Close.
 */
export function ConfirmDialog({ open, onOpenChange, title, body, confirmLabel = 'Delete', confirmPalette = 'red', loading = false, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!loading) onOpenChange(e.open);
      }}
      closeOnInteractOutside={!loading}
      closeOnEscape={!loading}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>{body}</div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={loading}>
                  {onConfirm ? 'Cancel' : 'Close'}
                </Button>
              </Dialog.ActionTrigger>
              {onConfirm && (
                <Button colorPalette={confirmPalette} loading={loading} onClick={onConfirm}>
                  {confirmLabel}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={loading}>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
