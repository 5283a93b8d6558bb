import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { AmountInput } from '../../../components/ui/amount-input';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { DateInput } from '../../../components/ui/date-input';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { toaster } from '../../../components/ui/toaster';
import { currencyOptions } from '../../../lib/currency-options';
import { formatMoney } from '../../../lib/format';
import { serverRulesOnly } from '../../../lib/server-rules';
import { useForm } from '../../../lib/use-form';
import { useSavePayment } from '../api/license-money';
import type { Payment } from '../api/money-types';
import { paymentKindLabel, paymentKinds, paymentTriggers } from '../money-labels';
import { paymentPayload, paymentValues, type PaymentValues } from '../payment-form-values';
import { toastFailure } from '../../../components/ui/save-failure';

const FIELDS = ['kind', 'trigger', 'dueDate', 'amount', 'currency', 'invoiceNumber', 'invoicedDate', 'notes'] as const;

function PaymentForm({ licenseId, licenseCurrency, payment, formId, save, onSaved }: {
  licenseId: number;
  licenseCurrency: string | null;
  payment?: Payment;
  formId: string;
  save: ReturnType<typeof useSavePayment>;
  onSaved: () => void;
}) {
  const form = useForm<PaymentValues>({ initial: () => paymentValues(payment, licenseCurrency), validate: serverRulesOnly, fields: FIELDS });
  const { setFormElement, values, errorOf, text } = form;
  const derived = values.trigger === 'signature' || values.trigger === 'publication';

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (sent) => {
        const saved = await save.mutateAsync(paymentPayload(sent, payment));
        toaster.create({ type: 'success', title: payment ? 'Payment updated' : 'Payment added', description: `${paymentKindLabel(saved.kind)} · ${formatMoney(saved.amount, saved.currency)}` });
        onSaved();
      },
      toastFailure('The payment could not be saved'),
    );

  return (
    <form id={formId} ref={setFormElement} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Payment of license ${licenseId}`}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="4">
        <FormField label="Kind" error={errorOf('kind')}>
          <ChoiceSelect {...text('kind')} options={paymentKinds} />
        </FormField>
        <FormField label="Due" error={errorOf('trigger')}>
          <ChoiceSelect {...text('trigger')} options={paymentTriggers} />
        </FormField>
        <FormField
          label="Due date"
          required={values.trigger === 'date'}
          error={errorOf('dueDate')}
          helper={derived ? `Leave empty: 30 days after the license's ${values.trigger === 'signature' ? 'contract' : 'publication'} date` : undefined}
        >
          <DateInput {...text('dueDate')} />
        </FormField>
        <FormField label="Amount" required error={errorOf('amount')}>
          <AmountInput name="amount" value={values.amount} onChange={(typed, unreadable) => form.setAmount('amount', typed, unreadable)} onBlur={(e) => form.blur('amount', e)} placeholder="0.00" />
        </FormField>
        <FormField label="Currency" error={errorOf('currency')}>
          <SelectInput {...text('currency')} options={currencyOptions()} emptyLabel="The license's" />
        </FormField>
        <FormField label="Invoice number" error={errorOf('invoiceNumber')}>
          <Input {...text('invoiceNumber')} />
        </FormField>
        <FormField label="Invoiced" error={errorOf('invoicedDate')}>
          <DateInput {...text('invoicedDate')} />
        </FormField>
        <FormField label="Notes" error={errorOf('notes')} colSpan={{ base: 1, sm: 2 }}>
          <Textarea {...text('notes')} rows={2} autoresize maxH="40" />
        </FormField>
      </SimpleGrid>
    </form>
  );
}

/** "Add a payment" or "Edit the payment": its terms; what was received is the receipt's dialog. */
export function PaymentDialog({ licenseId, licenseCurrency, payment, open, onOpenChange }: {
  licenseId: number;
  licenseCurrency: string | null;
  payment?: Payment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSavePayment(licenseId);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={payment ? 'Edit the payment' : 'Add a payment'} submitLabel={payment ? 'Save' : 'Add'} pending={save.isPending} size="lg">
      {(formId) => <PaymentForm licenseId={licenseId} licenseCurrency={licenseCurrency} payment={payment} formId={formId} save={save} onSaved={() => onOpenChange(false)} />}
    </FormDialog>
  );
}
