import { SimpleGrid, Textarea } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { AmountInput } from '../../../components/ui/amount-input';
import { DateInput } from '../../../components/ui/date-input';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { toaster } from '../../../components/ui/toaster';
import { currencyOptions } from '../../../lib/currency-options';
import { formatDate, formatMoney } from '../../../lib/format';
import { todayIso } from '../../../lib/today';
import { serverRulesOnly } from '../../../lib/server-rules';
import { useForm } from '../../../lib/use-form';
import { useSaveStatement } from '../api/license-money';
import type { Statement } from '../api/money-types';
import { statementPayload, statementValues, type StatementValues } from '../statement-form-values';
import { toastFailure } from '../../../components/ui/save-failure';

const FIELDS = ['periodStart', 'periodEnd', 'receivedDate', 'copiesSold', 'earned', 'currency', 'notes'] as const;

/** A statement to record: a new one (of an expected period, when one was picked), or one to edit. */
export type StatementEdit = { statement?: Statement; period?: { periodStart: string; periodEnd: string } };

function StatementForm({ licenseId, licenseCurrency, edit, formId, save, onSaved }: {
  licenseId: number;
  licenseCurrency: string | null;
  edit: StatementEdit;
  formId: string;
  save: ReturnType<typeof useSaveStatement>;
  onSaved: () => void;
}) {
  const form = useForm<StatementValues>({ initial: () => statementValues(edit.statement, licenseCurrency, edit.period, todayIso()), validate: serverRulesOnly, fields: FIELDS });
  const { setFormElement, values, errorOf, text } = form;
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (sent) => {
        const saved = await save.mutateAsync(statementPayload(sent, edit.statement?.id));
        const earned = saved.earned == null ? '' : `, earned ${formatMoney(saved.earned, saved.currency)}`;
        toaster.create({ type: 'success', title: edit.statement ? 'Statement updated' : 'Statement recorded', description: `${formatDate(saved.periodStart)} to ${formatDate(saved.periodEnd)}${earned}` });
        onSaved();
      },
      toastFailure('The statement could not be saved'),
    );
  const number = (field: 'copiesSold' | 'earned', placeholder: string) => (
    <AmountInput name={field} value={values[field]} onChange={(typed, unreadable) => form.setAmount(field, typed, unreadable)} onBlur={(e) => form.blur(field, e)} placeholder={placeholder} />
  );
  return (
    <form id={formId} ref={setFormElement} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Royalty statement of license ${licenseId}`}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="4">
        <FormField label="Period start" required error={errorOf('periodStart')}>
          <DateInput {...text('periodStart')} />
        </FormField>
        <FormField label="Period end" required error={errorOf('periodEnd')}>
          <DateInput {...text('periodEnd')} />
        </FormField>
        <FormField label="Received on" error={errorOf('receivedDate')}>
          <DateInput {...text('receivedDate')} />
        </FormField>
        <FormField label="Copies sold" error={errorOf('copiesSold')}>
          {number('copiesSold', '0')}
        </FormField>
        <FormField label="Royalties earned" error={errorOf('earned')}>
          {number('earned', '0.00')}
        </FormField>
        <FormField label="Currency" error={errorOf('currency')}>
          <SelectInput {...text('currency')} options={currencyOptions()} emptyLabel="The license's" />
        </FormField>
        <FormField label="Notes" error={errorOf('notes')} colSpan={{ base: 1, sm: 2 }}>
          <Textarea {...text('notes')} rows={2} autoresize maxH="40" />
        </FormField>
      </SimpleGrid>
    </form>
  );
}

/** "Record a statement" or "Edit the statement". */
export function StatementDialog({ licenseId, licenseCurrency, edit, onClose }: { licenseId: number; licenseCurrency: string | null; edit: StatementEdit | null; onClose: () => void }) {
  const save = useSaveStatement(licenseId);
  return (
    <FormDialog open={edit !== null} onOpenChange={(open) => !open && onClose()} title={edit?.statement ? 'Edit the statement' : 'Record a statement'} submitLabel={edit?.statement ? 'Save' : 'Record'} pending={save.isPending} size="lg">
      {(formId) => edit && <StatementForm licenseId={licenseId} licenseCurrency={licenseCurrency} edit={edit} formId={formId} save={save} onSaved={onClose} />}
    </FormDialog>
  );
}
