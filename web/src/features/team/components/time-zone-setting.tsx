import { Button, Card, Field, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SelectInput } from '../../../components/ui/select-input';
import { toaster } from '../../../components/ui/toaster';
import { WriteError } from '../../../lib/api-client';
import { useSaveTeamSettings, useTeamSettings } from '../api/team-settings';

/** Every IANA zone this browser knows, with `current` among them even if it does not. */
function zoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/**
 * The team's time zone, which an admin chooses: the day "today" is for everyone in the team (a
 * chase due today, what is overdue, a conversion's contract date), on the server and here.
 */
export function TimeZoneSetting() {
  const settings = useTeamSettings();
  const save = useSaveTeamSettings();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  if (!settings.data) return null;
  const stored = settings.data.timeZone;
  const value = chosen ?? stored;

  const submit = async () => {
    setError(undefined);
    try {
      await save.mutateAsync({ timeZone: value });
      setChosen(null);
      toaster.create({ type: 'success', title: 'Time zone saved', description: value });
    } catch (failure) {
      if (failure instanceof WriteError) setError(failure.fieldErrors.timeZone ?? failure.serverMessage);
    }
  };

  return (
    <Card.Root size="sm" mb="6">
      <Card.Body>
        <HStack align="end" gap="3" wrap="wrap">
          <Field.Root invalid={error !== undefined} maxW="sm">
            <Field.Label>Time zone</Field.Label>
            <SelectInput name="timeZone" value={value} options={zoneOptions(stored)} emptyLabel="Choose a time zone" onChange={(e) => setChosen(e.target.value)} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Button variant="outline" onClick={() => void submit()} loading={save.isPending} disabled={!value || value === stored}>
            Save
          </Button>
        </HStack>
        <Text color="fg.muted" textStyle="sm" mt="2">
          The team&apos;s &quot;today&quot;: when a chase is due, what is overdue, the date of a license made from a prospection.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
