import { Checkbox, CheckboxGroup, Fieldset, Text, Wrap } from '@chakra-ui/react';
import type { Named } from '../api/fair-types';

interface Props {
  legend: string;
  /** Who may be chosen; those chosen and no longer listed (deactivated) are kept, named. */
  members: readonly Named[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  helper?: string;
  required?: boolean;
  /** For the labels of the ones chosen that `members` lacks. */
  chosenNames?: readonly Named[];
}

/** Team members as toggles (a fair's attendees, a meeting's members), each a checkbox with a name. */
export function MembersField({ legend, members, value, onChange, error, helper, required, chosenNames = [] }: Props) {
  const missing = value.filter((id) => !members.some((m) => m.id === id)).map((id) => chosenNames.find((m) => m.id === id) ?? { id, name: `User ${id}` });
  const shown = [...members, ...missing];
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
        {required && (
          <Text as="span" color="fg.error" ms="1" aria-hidden>
            *
          </Text>
        )}
      </Fieldset.Legend>
      <CheckboxGroup value={value.map(String)} onValueChange={(ids) => onChange(ids.map(Number))} name={legend}>
        <Wrap gap="2">
          {shown.map((member) => (
            <Checkbox.Root key={member.id} value={String(member.id)} borderWidth="1px" rounded="md" px="3" py="1.5" _checked={{ borderColor: 'brand.border', bg: 'brand.subtle' }}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{member.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </CheckboxGroup>
      {helper && !error && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
