import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent, FocusEvent } from 'react';
import { SelectInput, type SelectOption } from './select-input';

interface ChoiceSelectProps {
  name: string;
  value: string;
  options: readonly SelectOption[];
  readOnly?: boolean;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLSelectElement>) => void;
}

/** A select that always holds one of its options (the right, the status): no empty choice. */
export function ChoiceSelect({ name, value, options, readOnly, onChange, onBlur }: ChoiceSelectProps) {
  if (readOnly) return <SelectInput name={name} value={value} options={options} emptyLabel="" readOnly />;
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={value} onChange={onChange} onBlur={onBlur}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
