import { Alert, Button, Code, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../components/ui/toaster';
import type { DigestSettings } from '../../../generated/DigestSettings';
import { endedSession, failureReason } from '../../../lib/api-client';
import { serverRulesOnly } from '../../../lib/server-rules';
import { zoneLabel } from '../../../lib/time-zones';
import { useForm } from '../../../lib/use-form';
import { useDigest, useSaveDigest } from '../api/digest';
import { DIGEST_FIELDS, digestSettings, digestSummary, digestValues, FREQUENCIES, HOURS, type DigestValues } from '../digest-values';

/**
 * The member's e-mail digest of what is due: none, daily or weekly (Mondays), at an hour of the
 * team's day, named by its time zone. Until the server can send e-mail it says that none goes out,
 * and who can change that.
 */
export function DigestForm({ timeZone }: { timeZone: string }) {
  const digest = useDigest();
  if (digest.isPending) {
    return (
      <HStack role="status" gap="2" color="fg.muted">
        <Spinner size="xs" />
        <Text textStyle="sm">Loading your digest...</Text>
      </HStack>
    );
  }
  if (digest.isError) {
    return (
      <HStack gap="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          Your digest settings could not be loaded.
        </Text>
        <Button size="xs" variant="outline" onClick={() => void digest.refetch()} loading={digest.isRefetching}>
          Try again
        </Button>
      </HStack>
    );
  }
  return <DigestFields stored={digest.data} timeZone={timeZone} />;
}

function DigestFields({ stored, timeZone }: { stored: DigestSettings; timeZone: string }) {
  const save = useSaveDigest();
  // The selects offer only what the server takes: its 422 (a newer server's rule) lands on the field.
  const form = useForm<DigestValues>({ initial: () => digestValues(stored), validate: serverRulesOnly, fields: DIGEST_FIELDS, serverErrorsBlock: false });
  const { values, setFormElement } = form;
  const unchanged = JSON.stringify(digestSettings(values)) === JSON.stringify(digestSettings(digestValues(stored)));

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      async (sent) => {
        const saved = await save.mutateAsync(digestSettings(sent));
        form.setValues(digestValues(saved));
        toaster.create({ type: 'success', title: 'Digest saved', description: digestSummary(saved, timeZone) });
      },
      (error, { onFields }) => {
        if (Object.keys(onFields).length > 0) return;
        if (!endedSession(error)) toaster.create({ type: 'error', title: 'Your digest was not saved', description: failureReason(error) });
      },
    );

  return (
    <form ref={setFormElement} onSubmit={(e) => void submit(e)} noValidate aria-label="E-mail digest">
      <Stack gap="4">
        {stored.mailEnabled === false && (
          <Alert.Root status="info" role="status" aria-label="E-mail is not set up">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>No digest is sent for now</Alert.Title>
              <Alert.Description>
                E-mail is not set up on this server: your choice is kept, and the digests start once an admin of the server sets{' '}
                <Code size="sm">RIGHTSDESK_SMTP_URL</Code> and <Code size="sm">RIGHTSDESK_MAIL_FROM</Code> (Rightsdesk&apos;s README, &ldquo;Configuration&rdquo;).
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'start' }}>
          <FormField label="Frequency" error={form.errorOf('frequency')}>
            <ChoiceSelect {...form.text('frequency')} options={FREQUENCIES} />
          </FormField>
          <FormField label="Hour" error={form.errorOf('hour')} helper={`In the team's time zone, ${zoneLabel(timeZone)}.`}>
            <ChoiceSelect {...form.text('hour')} options={HOURS} />
          </FormField>
        </Stack>
        <Button type="submit" colorPalette="brand" loading={form.submitting} loadingText="Saving..." disabled={unchanged} alignSelf="start">
          Save digest
        </Button>
      </Stack>
    </form>
  );
}
