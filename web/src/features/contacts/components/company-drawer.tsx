import { Center, CloseButton, Drawer, Portal, Spinner, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useCloseGuard } from '../../../components/ui/close-guard';
import { dropDraft } from '../../../lib/drafts';
import { getSession } from '../../../lib/session';
import { useCompany } from '../api/companies';
import { companyDraft } from '../use-company-form';
import { CompanyEditor } from './company-editor';

/** Which company the drawer edits: 'new', a stored company's id, or null when closed. */
export type EditorTarget = 'new' | number | null;

interface Props {
  target: EditorTarget;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * The company editor in a drawer from the end side (full screen on small screens). It keeps showing
 * the last company while it slides out. An existing company opens at once from the list's copy (a
 * direct link waits for the server's); the editor keeps the copy it started from, so
 * `removeContacts` names exactly the contacts the user saw and removed. Closing it with something
 * typed and not saved asks first; what is typed is kept as a draft meanwhile (a session ending
 * loses nothing: the drawer opens with it again).
 */
export function CompanyDrawer({ target, readOnly, onClose }: Props) {
  const [shown, setShown] = useState<Exclude<EditorTarget, null>>(target ?? 'new');
  // Follows the target while rendering (React's pattern for state adjusted to a prop), not in an effect.
  if (target !== null && target !== shown) setShown(target);
  const current = target ?? shown;
  const id = typeof current === 'number' ? current : null;
  const company = useCompany(id);
  const nameRef = useRef<HTMLInputElement>(null);
  const title = current === 'new' ? 'New company' : readOnly ? 'Company' : 'Edit company';
  // Escape, the close button, a click outside and Cancel ask first when something is typed and not saved.
  const { requestClose, onDirtyChange, dialog } = useCloseGuard({
    onClose,
    onDiscard: () => dropDraft(getSession().user_id, companyDraft(id)),
    about: 'this company',
  });

  return (
    <Drawer.Root
      open={target !== null}
      onOpenChange={(e) => {
        if (!e.open) requestClose();
      }}
      placement="end"
      size={{ base: 'full', md: 'lg' }}
      initialFocusEl={() => (readOnly ? null : nameRef.current)}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {id !== null && company.isPending ? (
              <Drawer.Body>
                <Center py="12" gap="3" role="status" color="fg.muted">
                  <Spinner size="sm" color="brand.solid" />
                  <Text>Loading...</Text>
                </Center>
              </Drawer.Body>
            ) : id !== null && !company.data ? (
              <Drawer.Body>
                <Text py="6">Company not found. It may have been deleted.</Text>
              </Drawer.Body>
            ) : (
              <CompanyEditor
                key={String(current)}
                original={id !== null ? (company.data ?? null) : null}
                readOnly={readOnly}
                onDone={onClose}
                onCancel={requestClose}
                onDirtyChange={onDirtyChange}
                nameRef={nameRef}
              />
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close company editor" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {dialog}
    </Drawer.Root>
  );
}
