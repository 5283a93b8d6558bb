import { Button, Card, Checkbox, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason } from '../../../lib/api-client';
import { validateTeamSettings } from '../../../lib/core';
import { currencyOptions } from '../../../lib/currency-options';
import { zoneLabel, zoneOptions } from '../../../lib/time-zones';
import { useForm } from '../../../lib/use-form';
import type { TeamSettings } from '../../../generated/TeamSettings';
import { useSaveTeamSettings, useTeamSettings } from '../api/team-settings';

interface Values {
  name: string;
  timeZone: string;
  homeCurrency: string;
  /** As typed: a number of days, 1 to 365. */
  chaseAfterDays: string;
  expireOptions: boolean;
}
const FIELDS = ['name', 'timeZone', 'homeCurrency', 'chaseAfterDays'] as const;

/** The server's default, until an admin chooses another. */
const CHASE_AFTER_DAYS = 42;

const valuesOf = (settings: TeamSettings): Values => ({
  name: settings.name ?? '',
  timeZone: settings.timeZone,
  homeCurrency: settings.homeCurrency ?? 'EUR',
  chaseAfterDays: String(settings.chaseAfterDays ?? CHASE_AFTER_DAYS),
  // the server's default: options expire until an admin turns it off
  expireOptions: settings.expireOptions ?? true,
});

/** The settings as sent: the days as a number (a text that is none is left for core to name). */
const settingsOf = ({ chaseAfterDays, ...values }: Values): TeamSettings => ({ ...values, chaseAfterDays: chaseAfterDays.trim() === '' ? undefined : Number(chaseAfterDays) });

/** Core's checks of the settings as they would be sent. */
const validate = (values: Values) => validateTeamSettings(settingsOf(values));

/**
 * The team's settings, which an admin chooses: its name (which heads everyone's shell and which
 * the command line's `--team` names), its time zone, the day "today" is for everyone in the
 * team (a chase due today, what is overdue, a conversion's contract date), on the server and here,
 * its home currency, which the money reports add amounts up in, and whether options expire by
 * themselves (the server's "Options expire" job).
 */
export function TeamSettingsCard() {
  const settings = useTeamSettings();
  if (!settings.data) return null;
  return <SettingsForm stored={settings.data} />;
}

function SettingsForm({ stored }: { stored: TeamSettings }) {
  const save = useSaveTeamSettings();
  const form = useForm<Values>({ initial: () => valuesOf(stored), validate, fields: FIELDS, serverErrorsBlock: false });
  const { values, setFormElement } = form;
  const expireHelpId = useId();
  const unchanged = JSON.stringify(settingsOf({ ...values, name: values.name.trim() })) === JSON.stringify(settingsOf(valuesOf(stored)));

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      async (sent) => {
        const saved = await save.mutateAsync(settingsOf(sent));
        form.setValues(valuesOf(saved));
        toaster.create({ type: 'success', title: 'Team settings saved', description: `${saved.name ?? ''}, ${zoneLabel(saved.timeZone)}, ${saved.homeCurrency ?? ''}, chase after ${saved.chaseAfterDays ?? CHASE_AFTER_DAYS} days` });
      },
      (error, { onFields }) => {
        if (Object.keys(onFields).length > 0) return;
        if (!endedSession(error)) toaster.create({ type: 'error', title: 'The team settings were not saved', description: failureReason(error) });
      },
    );

  return (
    <Card.Root size="sm" mb="6">
      <Card.Body>
        <form ref={setFormElement} onSubmit={(e) => void submit(e)} noValidate aria-label="Team settings">
          <Stack gap="4">
            <Stack direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'start' }} gap="3">
              <FormField label="Team name" required error={form.errorOf('name')}>
                <Input {...form.text('name')} autoComplete="organization" />
              </FormField>
              <FormField label="Time zone" required error={form.errorOf('timeZone')} helper={'The team\'s "today": when a chase is due, what is overdue.'}>
                <SelectInput name="timeZone" value={values.timeZone} options={zoneOptions(stored.timeZone)} emptyLabel="Choose a time zone" onChange={(e) => form.setValues({ ...values, timeZone: e.target.value })} />
              </FormField>
              <FormField label="Home currency" required error={form.errorOf('homeCurrency')} helper="What reports add amounts up in.">
                <SelectInput name="homeCurrency" value={values.homeCurrency} options={currencyOptions()} emptyLabel="Choose a currency" onChange={(e) => form.setValues({ ...values, homeCurrency: e.target.value })} />
              </FormField>
              <FormField label="Chase after (days)" required error={form.errorOf('chaseAfterDays')} helper="A fair's follow-ups are chased this long after.">
                <Input {...form.text('chaseAfterDays')} type="number" inputMode="numeric" min={1} max={365} w={{ lg: '32' }} />
              </FormField>
            </Stack>
            <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'end' }} direction={{ base: 'column', sm: 'row' }}>
              <Stack gap="1">
                <Checkbox.Root checked={values.expireOptions} onCheckedChange={(e) => form.set('expireOptions', e.checked === true)} colorPalette="brand">
                  <Checkbox.HiddenInput aria-describedby={expireHelpId} />
                  <Checkbox.Control />
                  <Checkbox.Label>Options expire on their date</Checkbox.Label>
                </Checkbox.Root>
                <Text id={expireHelpId} textStyle="sm" color="fg.muted" ps="6">
                  The day after its option expiry, a prospection still in Option becomes Expired, by Rightsdesk.
                </Text>
              </Stack>
              <Button type="submit" variant="outline" loading={form.submitting} disabled={unchanged} alignSelf={{ base: 'start', sm: 'end' }}>
                Save
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
