import type { PaymentStatus, StatementStatus } from './api/money-types';

// The labels of core's payment lists (core/src/enums.rs). They are not read from the wasm as the
// other lists are: the wasm is at its size budget (scripts/test.sh), and these are words, not
// rules; the server checks every value. Keep them as core spells them.

export const paymentKinds = [
  { value: 'advance', label: 'Advance' },
  { value: 'royalty', label: 'Royalty' },
  { value: 'fee', label: 'Fee' },
  { value: 'other', label: 'Other' },
] as const;

export const paymentTriggers = [
  { value: 'signature', label: 'On signature' },
  { value: 'publication', label: 'On publication' },
  { value: 'delivery', label: 'On delivery' },
  { value: 'date', label: 'On a date' },
] as const;

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  scheduled: 'Scheduled',
  due: 'Due',
  overdue: 'Overdue',
  part_paid: 'Part paid',
  paid: 'Paid',
};

/** A status badge's colour: money late is red, money in is green. */
export const paymentStatusPalettes: Record<PaymentStatus, string> = {
  scheduled: 'gray',
  due: 'blue',
  overdue: 'red',
  part_paid: 'orange',
  paid: 'green',
};

export const statementStatusLabels: Record<StatementStatus, string> = { expected: 'Expected', overdue: 'Overdue', received: 'Received' };
export const statementStatusPalettes: Record<StatementStatus, string> = { expected: 'blue', overdue: 'red', received: 'green' };

const labelIn = (list: readonly { value: string; label: string }[], value: string | null | undefined) => list.find((o) => o.value === value)?.label ?? value ?? '';
export const paymentKindLabel = (value: string | null | undefined) => labelIn(paymentKinds, value);
export const paymentTriggerLabel = (value: string | null | undefined) => labelIn(paymentTriggers, value);
