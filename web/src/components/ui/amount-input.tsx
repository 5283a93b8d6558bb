import { Input } from '@chakra-ui/react';
import type { FocusEvent } from 'react';

interface AmountInputProps {
  name: string;
  /** As typed; sent as a number. */
  value: string;
  /** The text typed, and whether the browser cannot read it as a number (the core then says so). */
  onChange: (text: string, unreadable: boolean) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** "0.00" while it can be typed in; an example in a read-only field reads like a value. */
  placeholder?: string;
}

/** An amount of money (an advance): a decimal number from 0, typed on a phone's decimal keypad. */
export function AmountInput({ name, value, onChange, onBlur, placeholder }: AmountInputProps) {
  return (
    <Input
      name={name}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      value={value}
      onChange={(e) => onChange(e.target.value, e.target.validity.badInput)}
      onBlur={onBlur}
      placeholder={placeholder}
    />
  );
}
