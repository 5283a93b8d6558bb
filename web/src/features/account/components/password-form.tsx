import { Button, Flex, Input, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason, WriteError } from '../../../lib/api-client';
import { limits } from '../../../lib/core';
import { useFieldMessages } from '../../../lib/field-messages';
import { useFocusFirstError } from '../../../lib/focus-first-error';
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
  const [values, setValues] = useState(emptyPasswordValues);
  const change = useChangePassword();
  const clientErrors = validatePasswordValues(values);
  const messages = useFieldMessages(clientErrors);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    messages.touchAll(passwordFields);
    if (Object.keys(clientErrors).length > 0) {
      focusFirstError();
      return;
    }
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      onChanged();
      toaster.create({ type: 'success', title: 'Password changed', description: 'Your other sessions were signed out; this one stays signed in.' });
    } catch (error) {
      const onFields = error instanceof WriteError ? Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => (passwordFields as readonly string[]).includes(field))) : {};
      if (Object.keys(onFields).length > 0) {
        messages.showServerErrors(onFields);
        focusFirstError();
        return;
      }
      if (!endedSession(error)) toaster.create({ type: 'error', title: 'Your password was not changed', description: failureReason(error) });
    }
  };

  const field = (name: PasswordField) => (
    <FormField key={name} label={labels[name]} required error={messages.errorOf(name)} helper={name === 'newPassword' ? `At least ${limits().minPasswordChars} characters.` : undefined}>
      <Input
        type="password"
        name={name}
        autoComplete={autoComplete[name]}
        value={values[name]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          messages.changed(name);
        }}
        onBlur={(e) => messages.blurred(name, e)}
      />
    </FormField>
  );

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
      <Stack gap="4">
        {passwordFields.map(field)}
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={change.isPending} loadingText="Changing..." w={{ base: 'full', sm: 'auto' }}>
            Change password
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
