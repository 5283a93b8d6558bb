import { Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { DateInput } from '../../../components/ui/date-input';
import { SelectInput } from '../../../components/ui/select-input';
import { toaster } from '../../../components/ui/toaster';
import { WriteError } from '../../../lib/api-client';
import { normalizeOffer, validateOffer } from '../../../lib/core';
import { currencyOptions } from '../../../lib/currency-options';
import { parseAmount } from '../../../lib/amount';
import { useForm } from '../../../lib/use-form';
import { FormField } from '../../../components/ui/form-field';
import { formatMoney } from '../../../lib/format';
import type { OfferPayload, Prospection } from '../api/prospection-types';
import { useAddOffer } from '../api/save-prospection';
import { todayIso } from '../../../lib/today';
import { AmountInput } from '../../../components/ui/amount-input';

interface OfferValues {
  receivedDate: string;
  /** as typed in the numeric input; sent as a number */
  advance: string;
  currency: string;
  royalties: string;
  notes: string;
}
type OfferField = keyof OfferValues;
const OFFER_FIELDS: readonly OfferField[] = ['receivedDate', 'advance', 'currency', 'royalties', 'notes'];

const toOfferPayload = (values: OfferValues): OfferPayload => normalizeOffer<OfferPayload>({ ...values, advance: parseAmount(values.advance) ?? null });

/** Core's offer rules on what would be sent; an advance the browser cannot read is refused as core refuses NaN. */
function validateOfferValues(values: OfferValues, unreadable: ReadonlySet<string>) {
  const payload = toOfferPayload(values);
  return validateOffer(unreadable.has('advance') ? { ...payload, advance: Number.NaN } : payload);
}

/** The offer's fields, checked with core's offer rules as the prospection form is with its own. */
function OfferForm({ prospection, formId, add, onSaved }: { prospection: Prospection; formId: string; add: ReturnType<typeof useAddOffer>; onSaved: () => void }) {
  const form = useForm({
    initial: (): OfferValues => ({ receivedDate: todayIso(), advance: '', currency: prospection.currency ?? '', royalties: '', notes: '' }),
    validate: validateOfferValues,
    fields: OFFER_FIELDS,
  });
  const { setFormElement, values, errorOf, text } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        const offer = toOfferPayload(values);
        const saved = await add.mutateAsync({ id: prospection.id, offer });
        toaster.create({ type: 'success', title: 'Offer logged', description: `${formatMoney(offer.advance, offer.currency)} from ${saved.company}` });
        onSaved();
      },
      (error, { onFields }) => {
        if (error instanceof WriteError && (error.status === 401 || error.status === 403)) return; // the guard takes over
        if (error instanceof WriteError && error.status === 422 && Object.keys(onFields).length > 0) return;
        const reason = error instanceof WriteError ? error.serverMessage || (error.status === 0 ? 'The server could not be reached; try again.' : error.message) : String(error);
        toaster.create({ type: 'error', title: 'The offer could not be logged', description: reason });
      },
    );

  return (
    <form id={formId} ref={setFormElement} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Offer">
      <Text color="fg.muted" mb="4">
        {prospection.title} – {prospection.company}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="4">
        <FormField label="Received" required error={errorOf('receivedDate')}>
          <DateInput {...text('receivedDate')} />
        </FormField>
        <FormField label="Advance" required error={errorOf('advance')}>
          <AmountInput
            name="advance"
            value={values.advance}
            onChange={(typed, unreadable) => form.setAmount('advance', typed, unreadable)}
            onBlur={(e) => form.blur('advance', e)}
            placeholder="0.00"
          />
        </FormField>
        <FormField label="Currency" error={errorOf('currency')}>
          <SelectInput {...text('currency')} options={currencyOptions()} emptyLabel="Not set" />
        </FormField>
        <FormField label="Royalties" error={errorOf('royalties')}>
          <Input {...text('royalties')} placeholder="e.g. 7% to 10,000 copies, then 9%" />
        </FormField>
        <FormField label="Notes" error={errorOf('notes')} colSpan={{ base: 1, sm: 2 }}>
          <Textarea {...text('notes')} rows={3} autoresize maxH="40" />
        </FormField>
      </SimpleGrid>
    </form>
  );
}

/**
 * "Log an offer": the offer an editor made, posted to the prospection (which moves to Offer when it
 * was sent, reading or interested). The fields start afresh each time it opens.
 */
export function OfferDialog({ prospection, open, onOpenChange }: { prospection: Prospection; open: boolean; onOpenChange: (open: boolean) => void }) {
  const add = useAddOffer();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Log an offer" submitLabel="Log offer" pending={add.isPending}>
      {(formId) => <OfferForm prospection={prospection} formId={formId} add={add} onSaved={() => onOpenChange(false)} />}
    </FormDialog>
  );
}
