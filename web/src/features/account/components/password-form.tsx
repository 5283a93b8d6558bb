import { Button, Flex, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason } from '../../../lib/api-client';
import { limits } from '../../../lib/core';
import { useForm } from '../../../lib/use-form';
import { useChangePassword } from '../api/change-password';
import { emptyPasswordValues, passwordFields, validatePasswordValues, type PasswordField } from '../password-form-values';

const labels: Record<PasswordField, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};

const autoComplete: Record<PasswordField, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

/**
 * Change password: the current one, the new one and its confirmation, with core's rule and the
 * match checked as you type. A wrong current password comes back from the server (422) onto its
 * field. Once changed, every other session is signed out and this one carries on, with the form
 * afresh: nothing typed, nothing touched, no message left over.
 */
export function PasswordForm() {
  const [generation, setGeneration] = useState(0);
  return <PasswordFields key={generation} onChanged={() => setGeneration((n) => n + 1)} />;
}

function PasswordFields({ onChanged }: { onChanged: () => void }) {
  const change = useChangePassword();
  const form = useForm({ initial: emptyPasswordValues, validate: validatePasswordValues, fields: passwordFields, serverErrorsBlock: false });
  const { setFormElement } = form;

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      async (values) => {
        await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
        onChanged();
        toaster.create({ type: 'success', title: 'Password changed', description: 'Your other sessions were signed out; this one stays signed in.' });
      },
      (error, { onFields }) => {
        if (Object.keys(onFields).length > 0) return;
        if (!endedSession(error)) toaster.create({ type: 'error', title: 'Your password was not changed', description: failureReason(error) });
      },
    );

  const field = (name: PasswordField) => (
    <FormField key={name} label={labels[name]} required error={form.errorOf(name)} helper={name === 'newPassword' ? `At least ${limits().minPasswordChars} characters.` : undefined}>
      <Input type="password" {...form.text(name)} autoComplete={autoComplete[name]} />
    </FormField>
  );

  return (
    <form ref={setFormElement} onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
      <Stack gap="4">
        {passwordFields.map(field)}
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={form.submitting} loadingText="Changing..." w={{ base: 'full', sm: 'auto' }}>
            Change password
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
