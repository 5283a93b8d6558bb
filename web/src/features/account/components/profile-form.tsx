import { Button, DataList, Flex, Input, Stack } from '@chakra-ui/react';
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
 * Your name, which you may change, and under it what is not yours to change: the e-mail address
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
    <Stack gap="5">
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label="Profile">
        <FormField label="Name" required error={messages.errorOf('name')}>
          <Flex gap="3" w="full" direction={{ base: 'column', sm: 'row' }}>
            <Input
              name="name"
              autoComplete="name"
              flex={{ sm: '1' }}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                messages.changed('name');
              }}
              onBlur={(e) => messages.blurred('name', e)}
            />
            <Button type="submit" colorPalette="brand" loading={rename.isPending} loadingText="Saving..." flexShrink={0}>
              Save name
            </Button>
          </Flex>
        </FormField>
      </form>
      <DataList.Root orientation="horizontal" gap="2">
        {[
          ['E-mail', me.email],
          ['Role', me.roles.map(roleLabel).join(', ')],
          ['Team', me.teamName],
        ].map(([label, value]) => (
          <DataList.Item key={label} alignItems="baseline">
            <DataList.ItemLabel minW="5rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
