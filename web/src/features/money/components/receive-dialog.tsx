import { SimpleGrid, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { AmountInput } from '../../../components/ui/amount-input';
import { DateInput } from '../../../components/ui/date-input';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../components/ui/toaster';
import { formatMoney } from '../../../lib/format';
import { todayIso } from '../../../lib/today';
import { serverRulesOnly } from '../../../lib/server-rules';
import { useForm } from '../../../lib/use-form';
import { useSavePayment } from '../api/license-money';
import type { Payment } from '../api/money-types';
import { paymentKindLabel, paymentStatusLabels } from '../money-labels';
import { receiptValues, receivedPayload, type ReceiptValues } from '../payment-form-values';
import { toastFailure } from '../../../components/ui/save-failure';

const FIELDS = ['receivedDate', 'receivedAmount', 'withholdingTax', 'bankCharges', 'commission'] as const;
const DEDUCTIONS = [
  ['withholdingTax', 'Withholding tax'],
  ['bankCharges', 'Bank charges'],
  ['commission', 'Commission'],
] as const;

/** What the server made of the receipt: the status, and the net in the home currency when it has a rate. */
function receivedSummary(saved: Payment, homeCurrency: string): string {
  const status = paymentStatusLabels[saved.status ?? 'due'];
  if (saved.homeAmount == null) return `${status}. No exchange rate of ${saved.currency ?? ''} yet: the net in ${homeCurrency} follows once one is recorded.`;
  return `${status}. Net received: ${formatMoney(saved.homeAmount, homeCurrency)}`;
}

function ReceiptForm({ payment, homeCurrency, formId, save, onSaved }: { payment: Payment; homeCurrency: string; formId: string; save: ReturnType<typeof useSavePayment>; onSaved: () => void }) {
  const form = useForm<ReceiptValues>({ initial: () => receiptValues(payment, todayIso()), validate: serverRulesOnly, fields: FIELDS });
  const { setFormElement, values, errorOf, text } = form;
  const amount = (field: (typeof FIELDS)[number]) => ({
    name: field,
    value: values[field],
    onChange: (typed: string, unreadable: boolean) => form.setAmount(field, typed, unreadable),
    onBlur: (e: Parameters<typeof form.blur>[1]) => form.blur(field, e),
    placeholder: '0.00',
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (sent) => {
        const saved = await save.mutateAsync(receivedPayload(payment, sent));
        toaster.create({ type: 'success', title: 'Payment received', description: receivedSummary(saved, homeCurrency) });
        onSaved();
      },
      toastFailure('The payment could not be saved'),
    );

  return (
    <form id={formId} ref={setFormElement} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Payment received">
      <Text color="fg.muted" mb="4">
        {paymentKindLabel(payment.kind)} of {formatMoney(payment.amount, payment.currency)}. Amounts in {payment.currency}; the net, less the deductions, is counted in {homeCurrency}.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="4">
        <FormField label="Received on" required error={errorOf('receivedDate')}>
          <DateInput {...text('receivedDate')} />
        </FormField>
        <FormField label="Amount received" required error={errorOf('receivedAmount')}>
          <AmountInput {...amount('receivedAmount')} />
        </FormField>
        {DEDUCTIONS.map(([field, label]) => (
          <FormField key={field} label={label} error={errorOf(field)}>
            <AmountInput {...amount(field)} />
          </FormField>
        ))}
      </SimpleGrid>
    </form>
  );
}

/** "Mark received": when the money came, how much, and what was taken from it on the way. */
export function ReceiveDialog({ licenseId, payment, homeCurrency, onClose }: { licenseId: number; payment: Payment | null; homeCurrency: string; onClose: () => void }) {
  const save = useSavePayment(licenseId);
  return (
    <FormDialog open={payment !== null} onOpenChange={(open) => !open && onClose()} title="Payment received" submitLabel="Save" pending={save.isPending}>
      {(formId) => payment && <ReceiptForm payment={payment} homeCurrency={homeCurrency} formId={formId} save={save} onSaved={onClose} />}
    </FormDialog>
  );
}
