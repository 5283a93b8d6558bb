import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason, WriteError } from '../../../lib/api-client';
import { normalizeUser, validateUser } from '../../../lib/core';
import { useForm } from '../../../lib/use-form';
import { roles } from '../../../lib/roles';
import type { TeamUser } from '../api/get-users';
import { useCreateUser, type NewUser } from '../api/save-user';

const NEW_USER_FIELDS: readonly (keyof NewUser)[] = ['email', 'name', 'role'];

/** The new user's fields, checked with core's user rules as you type; a taken e-mail (409) lands on its field. */
function AddUserForm({ formId, create, onAdded }: { formId: string; create: ReturnType<typeof useCreateUser>; onAdded: (user: TeamUser) => void }) {
  const form = useForm<NewUser>({ initial: { email: '', name: '', role: 'editor' }, validate: validateUser, fields: NEW_USER_FIELDS });
  const { setFormElement } = form;

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      async (values) => {
        const { email, name, role } = normalizeUser<NewUser>(values);
        onAdded(await create.mutateAsync({ email, name, role }));
      },
      (error, { onFields }) => {
        if (endedSession(error) || Object.keys(onFields).length > 0) return;
        // A 409 on adding a user is the e-mail address: another user has it already.
        if (error instanceof WriteError && error.status === 409) {
          form.showServerErrors({ email: error.serverMessage });
          form.focusFirstError();
          return;
        }
        toaster.create({ type: 'error', title: 'The user was not added', description: failureReason(error) });
      },
    );

  return (
    <form id={formId} ref={setFormElement} onSubmit={(e) => void submit(e)} noValidate aria-label="New user">
      <Stack gap="4">
        <FormField label="E-mail" required error={form.errorOf('email')} helper="They sign in with it; it cannot be changed later.">
          <Input type="email" autoComplete="off" {...form.text('email')} />
        </FormField>
        <FormField label="Name" required error={form.errorOf('name')}>
          <Input autoComplete="off" {...form.text('name')} />
        </FormField>
        <FormField label="Role" required error={form.errorOf('role')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.text('role')}>
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
  const create = useCreateUser();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Add a user" submitLabel="Add user" pendingLabel="Adding..." pending={create.isPending}>
      {(formId) => <AddUserForm formId={formId} create={create} onAdded={onAdded} />}
    </FormDialog>
  );
}
