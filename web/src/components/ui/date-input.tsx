import { Input, type InputProps } from '@chakra-ui/react';
import { formatDate } from '../../lib/format';

interface DateInputProps extends Omit<InputProps, 'type' | 'value'> {
  /** `YYYY-MM-DD`, or '' */
  value: string;
  readOnly?: boolean;
}

/**
 * A date field. Read-only, it is plain text in the user's locale: a read-only `type="date"` input
 * still shows its calendar button and the `mm/dd/yyyy` mask, and so looks editable.
 */
export function DateInput({ value, readOnly, ...props }: DateInputProps) {
  if (readOnly) return <Input {...props} readOnly value={formatDate(value)} placeholder={undefined} />;
  return <Input {...props} type="date" value={value} />;
}
