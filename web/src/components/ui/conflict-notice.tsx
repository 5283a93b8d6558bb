import { Alert, Box, Button, ButtonGroup, Stack, Text } from '@chakra-ui/react';
import type { Conflict } from '../../lib/conflict';
import { territoryText } from '../../lib/core';

/** How a value reads in the notice: blank values say so, a tick box yes or no. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** How a form's `territory` reads (the picker's object; none is the world): "World except CH". */
export const TERRITORY_FORMAT = { territory: (value: unknown) => territoryText(value ?? { world: true, include: [], exclude: [] }) };

/** "contractDate" as "Contract date", for a field a form gave no label. */
const wordsOf = (field: string) => field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()).replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/**
 * What a form shows after a save refused because someone changed the record since it was opened
 * (lib/conflict.ts): who and when, then each field they changed with their value and the user's,
 * and "Keep mine" / "Take theirs". The form holds the chosen values; saving again writes them.
 */
export function ConflictNotice({
  conflict,
  onChoose,
  labels = {},
  formats = {},
}: {
  conflict: Conflict | null;
  onChoose: (field: string, chosen: 'mine' | 'theirs') => void;
  labels?: Record<string, string>;
  /** How a field whose value is not text reads (a territory), by field. */
  formats?: Record<string, (value: unknown) => string>;
}) {
  if (!conflict) return null;
  return (
    <Alert.Root status="warning" role="alert" aria-label="Changed since you opened it">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{conflict.message}</Alert.Title>
        <Alert.Description>
          <Stack gap="3" mt="2">
            <Text>{conflict.fields.length > 0 ? 'Choose, for each field they changed, which value to save; then save again.' : 'Their changes are in the form; save again to add yours.'}</Text>
            {conflict.fields.map(({ field, mine, theirs, chosen }) => (
              <Box key={field} role="group" aria-label={labels[field] ?? wordsOf(field)} borderTopWidth="1px" borderColor="border.warning" pt="2">
                <Text fontWeight="semibold">{labels[field] ?? wordsOf(field)}</Text>
                <Text>
                  Theirs: <Text as="span" fontWeight="medium">{formats[field] ? formats[field](theirs) : shown(theirs)}</Text>
                </Text>
                <Text>
                  Yours: <Text as="span" fontWeight="medium">{formats[field] ? formats[field](mine) : shown(mine)}</Text>
                </Text>
                <ButtonGroup size="xs" mt="1" attached variant="outline">
                  <Button aria-pressed={chosen === 'mine'} variant={chosen === 'mine' ? 'solid' : 'outline'} onClick={() => onChoose(field, 'mine')}>
                    Keep mine
                  </Button>
                  <Button aria-pressed={chosen === 'theirs'} variant={chosen === 'theirs' ? 'solid' : 'outline'} onClick={() => onChoose(field, 'theirs')}>
                    Take theirs
                  </Button>
                </ButtonGroup>
              </Box>
            ))}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
