import { Input, NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent, FocusEvent } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectInputProps {
  name?: string;
  value: string;
  options: readonly SelectOption[];
  /** The first option, for no value (e.g. "Not set"). */
  emptyLabel: string;
  readOnly?: boolean;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
}

/**
 * A native select. Read-only, it is the chosen label as read-only text: a `<select>` has no
 * read-only state, and inside a Chakra `Field` its `disabled` prop gives way to the field's.
 */
export function SelectInput({ name, value, options, emptyLabel, readOnly, onChange, onBlur }: SelectInputProps) {
  if (readOnly) return <Input name={name} readOnly value={options.find((o) => o.value === value)?.label ?? value} />;
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={value} onChange={onChange} onBlur={onBlur}>
        <option value="">{emptyLabel}</option>
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
