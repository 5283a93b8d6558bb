import { Button, DataList, Input, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason, WriteError } from '../../../lib/api-client';
import { normalizeUser, validateUser, type FieldErrors } from '../../../lib/core';
import { useForm } from '../../../lib/use-form';
import { roleLabel } from '../../../lib/roles';
import type { CurrentUser } from '../../auth/api/current-user';
import { useRenameMe } from '../api/rename-me';

interface Profile {
  name: string;
  email: string;
  currentPassword: string;
}

/** The browser's own rule: the server answers a missing password as a wrong one. */
export const PASSWORD_FOR_EMAIL = 'Enter your password to change your e-mail address';

/** The e-mail address as it will be stored (core's normalising step: trimmed, lower case). */
const storedEmail = (email: string) => normalizeUser<{ email: string }>({ email }).email;

/**
 * Core's rules for a user's name and e-mail address (as the server checks PUT /me); the password
 * is asked for, and then required, only when the address changes.
 */
const profileErrors =
  (current: string) =>
  ({ name, email, currentPassword }: Profile): FieldErrors => {
    const { name: nameMessage, email: emailMessage } = validateUser({ name, email });
    return {
      ...(nameMessage && { name: nameMessage }),
      ...(emailMessage && { email: emailMessage }),
      ...(storedEmail(email) !== current && !currentPassword && { currentPassword: PASSWORD_FOR_EMAIL }),
    };
  };
const FIELDS = ['name', 'email', 'currentPassword'] as const;

/**
 * Your name and the e-mail address you sign in with, which you may change (the address confirmed
 * by your password), and under them what is not yours to change: your role (an admin's to change)
 * and your team.
 */
export function ProfileForm({ me }: { me: CurrentUser }) {
  const rename = useRenameMe();
  const form = useForm<Profile>({ initial: { name: me.name, email: me.email, currentPassword: '' }, validate: profileErrors(me.email), fields: FIELDS, serverErrorsBlock: false });
  const { setFormElement, values } = form;
  const moving = storedEmail(values.email) !== me.email;

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      async ({ name, email, currentPassword }) => {
        const saved = await rename.mutateAsync(moving ? { name, email, currentPassword } : { name });
        form.setValues({ name: saved.name, email: saved.email, currentPassword: '' });
        toaster.create({
          type: 'success',
          title: 'Profile saved',
          description: moving ? `You sign in with ${saved.email} from now on.` : `Your team now sees you as ${saved.name}.`,
        });
      },
      (error, { onFields }) => {
        // A 409 here is the address: another user signs in with it.
        if (error instanceof WriteError && error.status === 409) return form.showServerErrors({ email: error.serverMessage });
        if (Object.keys(onFields).length > 0) return;
        if (!endedSession(error)) toaster.create({ type: 'error', title: 'Your profile was not saved', description: failureReason(error) });
      },
    );

  return (
    <Stack gap="5">
      <form ref={setFormElement} onSubmit={(e) => void submit(e)} noValidate aria-label="Profile">
        <Stack gap="4" maxW="md">
          <FormField label="Name" required error={form.errorOf('name')}>
            <Input {...form.text('name')} autoComplete="name" />
          </FormField>
          <FormField label="E-mail" required error={form.errorOf('email')} helper="The address you sign in with.">
            <Input type="email" {...form.text('email')} autoComplete="email" />
          </FormField>
          {moving && (
            <FormField label="Current password" required error={form.errorOf('currentPassword')} helper="A new sign-in address is confirmed by your password.">
              <Input type="password" {...form.text('currentPassword')} autoComplete="current-password" />
            </FormField>
          )}
          <Button type="submit" colorPalette="brand" loading={form.submitting} loadingText="Saving..." alignSelf="start">
            Save profile
          </Button>
        </Stack>
      </form>
      <DataList.Root orientation="horizontal" gap="2">
        {[
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
