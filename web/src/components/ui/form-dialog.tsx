import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useId, useRef, type ReactNode, type RefObject } from 'react';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The submit button's label ("Add", "Save"), and what it says while the form is sent. */
  submitLabel: string;
  pendingLabel?: string;
  /** The form is being sent: the dialog stays open and its buttons wait. */
  pending: boolean;
  size?: 'md' | 'lg';
  /**
   * The form, given the id its submit button points at (the button sits in the footer, outside the
   * `<form>`) and the dialog's content, where a list the form opens must portal to stay inside
   * the dialog's focus trap.
   */
  children: (formId: string, content: RefObject<HTMLDivElement | null>) => ReactNode;
}

/**
 * The one shell of a dialog holding a form (a right held, an offer, a user, a payment, a
 * statement): title, the form, Cancel and a submit button in the footer, and a close button; it
 * cannot be dismissed while the form is being sent. The form inside mounts afresh at each opening.
 */
export function FormDialog({ open, onOpenChange, title, submitLabel, pendingLabel = 'Saving...', pending, size = 'md', children }: FormDialogProps) {
  const formId = useId();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !pending && onOpenChange(e.open)}
      closeOnInteractOutside={!pending}
      placement="center"
      size={{ base: 'xs', sm: size }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content ref={content}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children(formId, content)}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" form={formId} colorPalette="brand" loading={pending} loadingText={pendingLabel}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={pending}>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
