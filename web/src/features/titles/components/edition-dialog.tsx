import { GridItem, Input, SimpleGrid } from '@chakra-ui/react';
import { useCallback, type FormEvent } from 'react';
import { AmountInput } from '../../../components/ui/amount-input';
import { ConflictNotice } from '../../../components/ui/conflict-notice';
import { DateInput } from '../../../components/ui/date-input';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason } from '../../../lib/api-client';
import { currencyOptions } from '../../../lib/currency-options';
import { useForm } from '../../../lib/use-form';
import { useUpdateTitle } from '../api/save-title';
import type { Title } from '../api/title-types';
import { editionFormats } from '../catalogue-labels';
import {
  EDITION_FIELDS,
  editionErrors,
  editionFieldOf,
  editionsWith,
  editionToValues,
  titleWithEditions,
  valuesToEdition,
  type EditionValues,
} from '../edition-form-values';

const labels: Record<(typeof EDITION_FIELDS)[number], string> = {
  isbn: 'ISBN',
  format: 'Format',
  publishDate: 'Publish date',
  pages: 'Pages',
  price: 'Price',
  currency: 'Currency',
};

interface EditionFormProps {
  title: Title;
  /** The edition's place among the title's editions; one past the last for a new one. */
  index: number;
  formId: string;
  save: ReturnType<typeof useUpdateTitle>;
  onSaved: (saved: Title) => void;
}

/**
 * One edition's form. Core's rules (wasm) check it as the title would be saved with it, so the
 * ISBN's message ("This is not a valid ISBN-13", "This ISBN is listed twice") shows as it is typed
 * or left; the server's ("This ISBN belongs to Dune") shows on the ISBN after a save.
 */
export function EditionForm({ title, index, formId, save, onSaved }: EditionFormProps) {
  const validate = useCallback((values: EditionValues) => editionErrors(title, index, values), [title, index]);
  const form = useForm({
    initial: () => editionToValues(title.editions[index]),
    validate,
    fields: EDITION_FIELDS,
    fieldOfServerKey: (key) => editionFieldOf(key, index),
    serverErrorsBlock: false,
    version: title.version,
    fromRecord: (record) => editionToValues((record as Title).editions?.[index]),
  });
  const { setFormElement, values, errorOf, text } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values, version) => {
        const editions = editionsWith(title.editions, index, valuesToEdition(values, title.editions[index]));
        const saved = await save.mutateAsync({ ...titleWithEditions(title, editions), version });
        toaster.create({ type: 'success', title: index < title.editions.length ? 'Edition updated' : 'Edition added', description: saved.editions[index]?.isbn });
        onSaved(saved);
      },
      (error, { onFields, other }) => {
        if (endedSession(error)) return;
        if (Object.keys(onFields).length > 0 && other.length === 0) return;
        toaster.create({ type: 'error', title: 'The edition was not saved', description: other.length > 0 ? other.join(' ') : failureReason(error) });
      },
    );

  return (
    <form id={formId} ref={setFormElement} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Edition">
      <ConflictNotice conflict={form.conflict} onChoose={form.choose} labels={labels} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={labels.isbn} required error={errorOf('isbn')} helper="ISBN-13 or ISBN-10; hyphens are fine" colSpan={{ base: 1, sm: 2 }}>
          <Input {...text('isbn')} inputMode="numeric" autoComplete="off" placeholder="e.g. 978-0-441-17271-9" autoFocus />
        </FormField>
        <FormField label={labels.format} error={errorOf('format')}>
          <SelectInput {...text('format')} options={editionFormats} emptyLabel="Not set" />
        </FormField>
        <FormField label={labels.publishDate} error={errorOf('publishDate')}>
          <DateInput {...text('publishDate')} min="0001-01-01" max="9999-12-31" />
        </FormField>
        <FormField label={labels.pages} error={errorOf('pages')}>
          <Input {...text('pages')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <GridItem display={{ base: 'none', sm: 'block' }} />
        <FormField label={labels.price} error={errorOf('price')}>
          <AmountInput
            name="price"
            value={values.price}
            onChange={(typed, unreadable) => form.setAmount('price', typed, unreadable)}
            onBlur={(e) => form.blur('price', e)}
            placeholder="e.g. 18.99"
          />
        </FormField>
        <FormField label={labels.currency} error={errorOf('currency')}>
          <SelectInput {...text('currency')} options={currencyOptions()} emptyLabel="Not set" />
        </FormField>
      </SimpleGrid>
    </form>
  );
}

/** "Add an edition" or "Edit the edition": the title saved with it (over the version read). */
export function EditionDialog({ title, index, onClose }: { title: Title; index: number; onClose: () => void }) {
  const save = useUpdateTitle();
  const isNew = index >= title.editions.length;
  return (
    <FormDialog open onOpenChange={(open) => !open && onClose()} title={isNew ? 'Add an edition' : 'Edit the edition'} submitLabel={isNew ? 'Add' : 'Save'} pending={save.isPending} size="lg">
      {(formId) => <EditionForm title={title} index={index} formId={formId} save={save} onSaved={onClose} />}
    </FormDialog>
  );
}
