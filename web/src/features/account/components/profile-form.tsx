import { Button, DataList, Flex, Input, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason } from '../../../lib/api-client';
import { validateUser, type FieldErrors } from '../../../lib/core';
import { useForm } from '../../../lib/use-form';
import { roleLabel } from '../../../lib/roles';
import type { CurrentUser } from '../../auth/api/current-user';
import { useRenameMe } from '../api/rename-me';

/** Core's rule for a user's name, the one rule of this form (as the server checks PUT /me). */
const nameErrors = ({ name }: { name: string }): FieldErrors => {
  const { name: message } = validateUser({ name });
  return message ? { name: message } : {};
};
const FIELDS = ['name'] as const;

/**
 * Your name, which you may change, and under it what is not yours to change: the e-mail address
 * you sign in with, your role (an admin's to change) and your team.
 */
export function ProfileForm({ me }: { me: CurrentUser }) {
  const rename = useRenameMe();
  const form = useForm({ initial: { name: me.name }, validate: nameErrors, fields: FIELDS, serverErrorsBlock: false });
  const { setFormElement } = form;

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      async ({ name }) => {
        const saved = await rename.mutateAsync(name);
        form.setValues({ name: saved.name });
        toaster.create({ type: 'success', title: 'Name saved', description: `Your team now sees you as ${saved.name}.` });
      },
      (error, { onFields }) => {
        if (onFields.name) return;
        if (!endedSession(error)) toaster.create({ type: 'error', title: 'Your name was not saved', description: failureReason(error) });
      },
    );

  return (
    <Stack gap="5">
      <form ref={setFormElement} onSubmit={(e) => void submit(e)} noValidate aria-label="Profile">
        <FormField label="Name" required error={form.errorOf('name')}>
          <Flex gap="3" w="full" direction={{ base: 'column', sm: 'row' }}>
            <Input {...form.text('name')} autoComplete="name" flex={{ sm: '1' }} />
            <Button type="submit" colorPalette="brand" loading={form.submitting} loadingText="Saving..." flexShrink={0}>
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
