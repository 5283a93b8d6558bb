import { Button, CloseButton, Dialog, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason, WriteError } from '../../../lib/api-client';
import { normalizeUser, validateUser } from '../../../lib/core';
import { useFieldMessages, type BlurEvent } from '../../../lib/field-messages';
import { useFocusFirstError } from '../../../lib/focus-first-error';
import { roles } from '../../../lib/roles';
import type { TeamUser } from '../api/get-users';
import { useCreateUser, type NewUser } from '../api/save-user';

type NewUserField = keyof NewUser;
const NEW_USER_FIELDS: readonly NewUserField[] = ['email', 'name', 'role'];

/** The new user's fields, checked with core's user rules as you type; a taken e-mail (409) lands on its field. */
function AddUserForm({ formId, create, onAdded }: { formId: string; create: ReturnType<typeof useCreateUser>; onAdded: (user: TeamUser) => void }) {
  const [values, setValues] = useState<NewUser>({ email: '', name: '', role: 'editor' });
  const clientErrors = validateUser(values);
  const messages = useFieldMessages(clientErrors);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const field = (name: NewUserField) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      messages.changed(name);
    },
    onBlur: (e: BlurEvent) => messages.blurred(name, e),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    messages.touchAll(NEW_USER_FIELDS);
    if (Object.keys(clientErrors).length > 0) {
      focusFirstError();
      return;
    }
    const { email, name, role } = normalizeUser<NewUser>(values);
    try {
      onAdded(await create.mutateAsync({ email, name, role }));
    } catch (error) {
      if (endedSession(error)) return;
      // A 409 on adding a user is the e-mail address: another user has it already.
      const onFields = error instanceof WriteError ? (error.status === 409 ? { email: error.serverMessage } : error.fieldErrors) : {};
      if (Object.keys(onFields).some((f) => (NEW_USER_FIELDS as readonly string[]).includes(f))) {
        messages.showServerErrors(onFields);
        focusFirstError();
        return;
      }
      toaster.create({ type: 'error', title: 'The user was not added', description: failureReason(error) });
    }
  };

  return (
    <form id={formId} ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label="New user">
      <Stack gap="4">
        <FormField label="E-mail" required error={messages.errorOf('email')} helper="They sign in with it; it cannot be changed later.">
          <Input type="email" autoComplete="off" {...field('email')} />
        </FormField>
        <FormField label="Name" required error={messages.errorOf('name')}>
          <Input autoComplete="off" {...field('name')} />
        </FormField>
        <FormField label="Role" required error={messages.errorOf('role')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...field('role')}>
              {roles.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}: {r.description.toLowerCase()}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </form>
  );
}

/**
 * "Add user": e-mail, name and role. The server generates the first password; the added user, who
 * carries it, goes to `onAdded` to be shown once. The fields start afresh each time it opens.
 */
export function AddUserDialog({ open, onOpenChange, onAdded }: { open: boolean; onOpenChange: (open: boolean) => void; onAdded: (user: TeamUser) => void }) {
  const formId = useId();
  const create = useCreateUser();
  const pending = create.isPending;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !pending && onOpenChange(e.open)} closeOnInteractOutside={!pending} placement="center" size={{ base: 'xs', sm: 'md' }} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Add a user</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <AddUserForm formId={formId} create={create} onAdded={onAdded} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" form={formId} colorPalette="brand" loading={pending} loadingText="Adding...">
                Add user
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
