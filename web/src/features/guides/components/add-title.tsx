import { Field, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { NameCombobox } from '../../../components/ui/name-combobox';
import { completeTitles } from '../../../lib/complete-names';

/**
 * A section's "Add a title": the team's titles completed as typed (the titles' completion call);
 * a pick is added at the section's end and the field empties for the next one. `onAdd` answers why
 * a title was not added (it is in the guide already), said under the field.
 */
export function AddTitle({ label, onAdd }: { label: string; onAdd: (title: { id: number; name: string }) => string | undefined }) {
  const [text, setText] = useState('');
  // The combobox's text is its own: a new one (a new key) starts empty after each pick.
  const [picks, setPicks] = useState(0);
  const [refused, setRefused] = useState<string>();
  return (
    <Field.Root>
      <Field.Label srOnly>{label}</Field.Label>
      <NameCombobox
        key={picks}
        value={text}
        onInputChange={(typed) => {
          setText(typed);
          setRefused(undefined);
        }}
        onSelect={(picked) => {
          setRefused(onAdd({ id: picked.id, name: picked.name }));
          setText('');
          setPicks((n) => n + 1);
        }}
        complete={completeTitles}
        kind="titles"
        noun="title"
        placeholder="Add a title: type its name"
        pickOnly
      />
      {refused && (
        <Text role="status" fontSize="sm" color="fg.warning" mt="1">
          {refused}
        </Text>
      )}
    </Field.Root>
  );
}
