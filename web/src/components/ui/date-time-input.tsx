import { Input, type InputProps } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/format';

interface DateTimeInputProps extends Omit<InputProps, 'type' | 'value'> {
  /** `YYYY-MM-DDTHH:MM` (a local time), or '' */
  value: string;
  readOnly?: boolean;
}

/** A date-and-time field, as DateInput is a date field: read-only, plain text in the user's locale. */
export function DateTimeInput({ value, readOnly, ...props }: DateTimeInputProps) {
  if (readOnly) return <Input {...props} readOnly value={formatDateTime(value)} placeholder={undefined} />;
  return <Input {...props} type="datetime-local" value={value} />;
}
