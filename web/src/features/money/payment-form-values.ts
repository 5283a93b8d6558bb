import { parseAmount } from '../../lib/amount';
import type { Payment, PaymentPayload } from './api/money-types';

/** A payment's terms as its form holds them: amounts as typed, empty fields ''. */
export interface PaymentValues {
  kind: string;
  trigger: string;
  dueDate: string;
  amount: string;
  currency: string;
  invoiceNumber: string;
  invoicedDate: string;
  notes: string;
}

/** What was received of a payment, as its form holds it. */
export interface ReceiptValues {
  receivedDate: string;
  receivedAmount: string;
  withholdingTax: string;
  bankCharges: string;
  commission: string;
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
const blankless = (value: string) => (value.trim() === '' ? undefined : value.trim());

export const paymentValues = (payment: Payment | undefined, licenseCurrency: string | null): PaymentValues => ({
  kind: payment?.kind ?? 'advance',
  trigger: payment?.trigger ?? 'date',
  dueDate: text(payment?.dueDate),
  amount: text(payment?.amount),
  currency: payment?.currency ?? licenseCurrency ?? '',
  invoiceNumber: text(payment?.invoiceNumber),
  invoicedDate: text(payment?.invoicedDate),
  notes: text(payment?.notes),
});

/** The receipt's fields of `payment`; a payment not yet received offers its whole amount on `today`. */
export const receiptValues = (payment: Payment, today: string): ReceiptValues => ({
  receivedDate: payment.receivedDate ?? today,
  receivedAmount: text(payment.receivedAmount ?? payment.amount),
  withholdingTax: text(payment.withholdingTax),
  bankCharges: text(payment.bankCharges),
  commission: text(payment.commission),
});

/** The receipt's part of a payment as sent; empty deductions left out. */
const receiptPayload = (payment: Payment | undefined) => ({
  receivedDate: payment?.receivedDate ?? undefined,
  receivedAmount: payment?.receivedAmount ?? undefined,
  withholdingTax: payment?.withholdingTax ?? undefined,
  bankCharges: payment?.bankCharges ?? undefined,
  commission: payment?.commission ?? undefined,
});

/**
 * The payment to send from its terms' form: what was received is kept as stored. The due date as
 * read is sent back as it is: the server keeps a date it derived itself derived (docs/http.md).
 */
export const paymentPayload = (values: PaymentValues, stored?: Payment): PaymentPayload => ({
  ...(stored ? { id: stored.id, ...receiptPayload(stored) } : {}),
  kind: values.kind,
  trigger: values.trigger,
  dueDate: blankless(values.dueDate),
  amount: parseAmount(values.amount),
  currency: blankless(values.currency),
  invoiceNumber: blankless(values.invoiceNumber),
  invoicedDate: blankless(values.invoicedDate),
  notes: blankless(values.notes),
});

/** The payment as stored, with what was received from the receipt's form. */
export const receivedPayload = (payment: Payment, values: ReceiptValues): PaymentPayload => ({
  ...paymentPayload(paymentValues(payment, null), payment),
  receivedDate: blankless(values.receivedDate),
  receivedAmount: parseAmount(values.receivedAmount),
  withholdingTax: parseAmount(values.withholdingTax),
  bankCharges: parseAmount(values.bankCharges),
  commission: parseAmount(values.commission),
});
