import { Button, Flex, Input, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason, WriteError } from '../../../lib/api-client';
import { validateUser, type FieldErrors } from '../../../lib/core';
import { useFieldMessages } from '../../../lib/field-messages';
import { useFocusFirstError } from '../../../lib/focus-first-error';
import { roleLabel } from '../../../lib/roles';
import type { CurrentUser } from '../../auth/api/current-user';
import { useRenameMe } from '../api/rename-me';

/** Core's rule for a user's name, the one rule of this form (as the server checks PUT /me). */
const nameErrors = (name: string): FieldErrors => {
  const { name: message } = validateUser({ name });
  return message ? { name: message } : {};
};

/**
 * Your name, which you may change, and what is not yours to change, read-only: the e-mail address
 * you sign in with, your role (an admin's to change) and your team.
 */
export function ProfileForm({ me }: { me: CurrentUser }) {
  const [name, setName] = useState(me.name);
  const rename = useRenameMe();
  const messages = useFieldMessages(nameErrors(name));
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rename.isPending) return;
    messages.touchAll(['name']);
    if (Object.keys(nameErrors(name)).length > 0) {
      focusFirstError();
      return;
    }
    try {
      const saved = await rename.mutateAsync(name);
      setName(saved.name);
      toaster.create({ type: 'success', title: 'Name saved', description: `Your team now sees you as ${saved.name}.` });
    } catch (error) {
      if (error instanceof WriteError && error.fieldErrors.name) {
        messages.showServerErrors({ name: error.fieldErrors.name });
        focusFirstError();
        return;
      }
      if (!endedSession(error)) toaster.create({ type: 'error', title: 'Your name was not saved', description: failureReason(error) });
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label="Profile">
      <Stack gap="4">
        <FormField label="Name" required error={messages.errorOf('name')}>
          <Input
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              messages.changed('name');
            }}
            onBlur={(e) => messages.blurred('name', e)}
          />
        </FormField>
        <FormField label="E-mail" readOnly>
          <Input name="email" value={me.email} readOnly />
        </FormField>
        <FormField label="Role" readOnly>
          <Input name="role" value={me.roles.map(roleLabel).join(', ')} readOnly />
        </FormField>
        <FormField label="Team" readOnly>
          <Input name="team" value={me.teamName} readOnly />
        </FormField>
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={rename.isPending} loadingText="Saving..." w={{ base: 'full', sm: 'auto' }}>
            Save name
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
