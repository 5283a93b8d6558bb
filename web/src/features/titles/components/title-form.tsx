import { Button, Field, Flex, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { ConflictNotice } from '../../../components/ui/conflict-notice';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { LeaveGuard } from '../../../components/ui/leave-guard';
import { DateInput } from '../../../components/ui/date-input';
import { toaster } from '../../../components/ui/toaster';
import { WriteError } from '../../../lib/api-client';
import { rebaseValues } from '../../../lib/conflict';
import { useForm } from '../../../lib/use-form';
import type { Title, TitlePayload } from '../api/title-types';
import {
  emptyContributor,
  emptyQuote,
  emptyTitleValues,
  PITCH_MAX,
  titleFields,
  titleToValues,
  validateTitleValues,
  valuesToPayload,
  type ContributorValues,
  type QuoteValues,
  type TitleField,
  type TitleFormValues,
} from '../title-form-values';
import { READ_ONLY_AS_TEXT } from '../../../components/ui/form-field';
import { ReferenceCombobox, type ReferenceItem } from '../../../components/ui/reference-combobox';
import { RowsField } from '../../../components/ui/rows-field';
import { SelectInput } from '../../../components/ui/select-input';
import type { Edition } from '../../../generated/Edition';
import { useLanguages } from '../../reference/api/reference-lists';
import { contributorRoleLabel, contributorRoles } from '../catalogue-labels';
import { SubjectsField } from './subjects-field';

const labels: Record<TitleField | 'contributors' | 'quotes', string> = {
  name: 'Title Name',
  subtitle: 'Subtitle',
  author: 'Author',
  originalLanguage: 'Original language',
  publishDate: 'Publish Date',
  contributors: 'Contributors',
  subjects: 'Subjects',
  pitch: 'Pitch',
  description: 'Description',
  authorBio: 'Author biography',
  quotes: 'Quotes',
};

/** How the rows read in a conflict's notice. */
const formats = {
  contributors: (value: unknown) => ((value as ContributorValues[] | undefined) ?? []).map((c) => `${c.name} (${contributorRoleLabel(c.role)})`).join(', '),
  quotes: (value: unknown) => ((value as QuoteValues[] | undefined) ?? []).map((q) => `“${q.text}”${q.source ? ` (${q.source})` : ''}`).join(', '),
};


export interface TitleFormProps {
  /** Prefilled values (edit); empty fields when absent (new). */
  initialValues?: TitleFormValues;
  /** Sent back in the payload when editing. */
  id?: Title['id'];
  /** The version the values were read at (editing): the save is made over it. */
  version?: number | null;
  /** "Submit" (new) or "Update" (edit). */
  submitLabel: string;
  /** Viewers: the values are shown, nothing can be changed or sent. */
  readOnly?: boolean;
  /** The title's editions as stored: sent back unchanged (the Editions tab changes them). */
  editions?: readonly Edition[];
  /** Sends the payload over `version`; rejects (a WriteError) when the server refuses it. */
  onSubmit: (payload: TitlePayload, version: number | undefined) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The title form shared by /titles/new and /titles/edit/{id} (docs/product.md §2). The core's rules (wasm) run
 * on every change and blur; a field's message shows once it has been touched (all fields on submit),
 * and submit is blocked while any rule fails. A server 422 lands on the same fields; any other
 * failure keeps the values and shows a toast.
 */
const fromRecord = (record: Record<string, unknown>) => titleToValues(record as Title);

export function TitleForm({ initialValues = emptyTitleValues, id, version, submitLabel, readOnly = false, editions, onSubmit, onCancel }: TitleFormProps) {
  const form = useForm({ initial: initialValues, validate: validateTitleValues, fields: titleFields, serverErrorsBlock: false, readOnly, version, fromRecord, draft: `title:${id ?? 'new'}` });
  const { setFormElement, errorOf, submitting } = form;
  // The stored title moved under the form (an edition or the cover saved on this page, a refetch):
  // the next save is made over its version, and what was not typed follows it.
  const [stored, setStored] = useState({ version, values: initialValues });
  if (version !== stored.version) {
    setStored({ version, values: initialValues });
    if (!form.conflict) {
      form.setVersion(version ?? undefined);
      form.setStoredValues(initialValues);
      form.setValues((v) => rebaseValues(v, stored.values, initialValues));
    }
  }

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      (values, readVersion) => onSubmit(valuesToPayload(values, id, editions), readVersion),
      (error, { onFields, other }) =>
        toaster.create({
          type: 'error',
          title: id === undefined ? 'The title was not created' : 'The title was not updated',
          description:
            other.length > 0
              ? other.join(' ')
              : Object.keys(onFields).length > 0
                ? 'Check the highlighted fields.'
                : error instanceof WriteError && error.status === 0
                  ? 'The server could not be reached. Your changes are still here; try again.'
                  : (error instanceof WriteError && error.serverMessage) || 'Something went wrong. Your changes are still here; try again.',
        }),
    );
  const field = form.text;
  const { values } = form;
  const languageList = useLanguages().data;
  const languages = useMemo((): ReferenceItem[] => (languageList ?? []).map(({ code, name }) => ({ id: code, name, aliases: [code] })), [languageList]);
  const pitchLength = [...values.pitch].length;
  const setRow = <K extends 'contributors' | 'quotes'>(list: K, index: number, name: string, value: string) =>
    form.update((v) => ({ ...v, [list]: v[list].map((row, i) => (i === index ? { ...row, [name]: value } : row)) }), `${list}.${index}.${name}`);
  // A removed row moves the ones after it up: their indexes, hence their messages' keys, change.
  const removeRow = (list: 'contributors' | 'quotes', index: number) =>
    form.update((v) => ({ ...v, [list]: v[list].filter((_, i) => i !== index) }), ...titleFields(values).filter((key) => key.startsWith(`${list}.`)));

  return (
    <Stack asChild gap="5" w={{ base: 'full', lg: '60%' }} css={readOnly ? READ_ONLY_AS_TEXT : undefined}>
      <form ref={setFormElement} onSubmit={(e) => void submit(e)} noValidate aria-label="Title">
        <ConflictNotice conflict={form.conflict} onChoose={form.choose} labels={labels} formats={formats} />
        <DraftNotice restored={form.restored} onDiscard={form.discardDraft} />
        <LeaveGuard dirty={form.dirty} saving={form.saving} onDiscard={form.discardDraft} />
        <Field.Root invalid={Boolean(errorOf('name'))} required={!readOnly} readOnly={readOnly}>
          <Field.Label>
            {labels.name}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...field('name')} autoComplete="off" autoFocus={!readOnly && !id} />
          <Field.ErrorText>{errorOf('name')}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errorOf('subtitle'))} readOnly={readOnly}>
          <Field.Label>{labels.subtitle}</Field.Label>
          <Input {...field('subtitle')} autoComplete="off" />
          <Field.ErrorText>{errorOf('subtitle')}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errorOf('author'))} readOnly={readOnly}>
          <Field.Label>{labels.author}</Field.Label>
          <Input {...field('author')} autoComplete="off" />
          <Field.ErrorText>{errorOf('author')}</Field.ErrorText>
        </Field.Root>

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <ReferenceCombobox
            label={labels.originalLanguage}
            items={languages}
            value={values.originalLanguage}
            onChange={(code) => form.set('originalLanguage', code)}
            onBlur={(e) => form.blur('originalLanguage', e)}
            error={errorOf('originalLanguage')}
            readOnly={readOnly}
          />
          <Field.Root invalid={Boolean(errorOf('publishDate'))} readOnly={readOnly}>
            <Field.Label>{labels.publishDate}</Field.Label>
            <DateInput {...field('publishDate')} readOnly={readOnly} min="0001-01-01" max="9999-12-31" />
            <Field.ErrorText>{errorOf('publishDate')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>

        <RowsField
          legend={labels.contributors}
          noun="Contributor"
          rows={values.contributors}
          summary={(row) => row.name}
          empty={readOnly ? 'None.' : 'Nobody beyond the author yet: translators, illustrators, co-authors...'}
          onAdd={() => form.update((v) => ({ ...v, contributors: [...v.contributors, emptyContributor] }))}
          onRemove={(index) => removeRow('contributors', index)}
          readOnly={readOnly}
        >
          {(row, index) => (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <Field.Root invalid={Boolean(errorOf(`contributors.${index}.name`))} readOnly={readOnly} required={!readOnly}>
                <Field.Label>
                  Name
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name={`contributors.${index}.name`}
                  aria-label={`Contributor ${index + 1} name`}
                  value={row.name}
                  onChange={(e) => setRow('contributors', index, 'name', e.target.value)}
                  onBlur={(e) => form.blur(`contributors.${index}.name`, e)}
                  autoComplete="off"
                />
                <Field.ErrorText>{errorOf(`contributors.${index}.name`)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errorOf(`contributors.${index}.role`))} readOnly={readOnly} required={!readOnly}>
                <Field.Label>
                  Role
                  <Field.RequiredIndicator />
                </Field.Label>
                <SelectInput
                  name={`contributors.${index}.role`}
                  value={row.role}
                  options={contributorRoles}
                  emptyLabel="Choose a role"
                  readOnly={readOnly}
                  onChange={(e) => setRow('contributors', index, 'role', e.target.value)}
                  onBlur={(e) => form.blur(`contributors.${index}.role`, e)}
                />
                <Field.ErrorText>{errorOf(`contributors.${index}.role`)}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
          )}
        </RowsField>

        <SubjectsField
          value={values.subjects}
          onChange={(codes) => form.set('subjects', codes)}
          onBlur={(e) => form.blur('subjects', e)}
          error={errorOf('subjects')}
          readOnly={readOnly}
        />

        <Field.Root invalid={Boolean(errorOf('pitch'))} readOnly={readOnly}>
          <Field.Label>{labels.pitch}</Field.Label>
          <Textarea {...field('pitch')} rows={4} resize="vertical" placeholder={readOnly ? undefined : 'The book in a few sentences, for a pitch or a rights guide'} />
          {!readOnly && (
            <Field.HelperText alignSelf="flex-end" color={pitchLength > PITCH_MAX ? 'fg.error' : undefined} aria-live="polite">
              {pitchLength} / {PITCH_MAX}
            </Field.HelperText>
          )}
          <Field.ErrorText>{errorOf('pitch')}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errorOf('description'))} readOnly={readOnly}>
          <Field.Label>{labels.description}</Field.Label>
          <Textarea {...field('description')} rows={4} resize="vertical" />
          <Field.ErrorText>{errorOf('description')}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errorOf('authorBio'))} readOnly={readOnly}>
          <Field.Label>{labels.authorBio}</Field.Label>
          <Textarea {...field('authorBio')} rows={4} resize="vertical" />
          <Field.ErrorText>{errorOf('authorBio')}</Field.ErrorText>
        </Field.Root>

        <RowsField
          legend={labels.quotes}
          noun="Quote"
          rows={values.quotes}
          summary={(row) => row.source}
          empty={readOnly ? 'None.' : 'No quotes yet: what the press and other writers said of the book.'}
          onAdd={() => form.update((v) => ({ ...v, quotes: [...v.quotes, emptyQuote] }))}
          onRemove={(index) => removeRow('quotes', index)}
          readOnly={readOnly}
        >
          {(row, index) => (
            <Stack gap="3">
              <Field.Root invalid={Boolean(errorOf(`quotes.${index}.text`))} readOnly={readOnly} required={!readOnly}>
                <Field.Label>
                  Quote
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  name={`quotes.${index}.text`}
                  aria-label={`Quote ${index + 1} text`}
                  rows={2}
                  autoresize
                  value={row.text}
                  onChange={(e) => setRow('quotes', index, 'text', e.target.value)}
                  onBlur={(e) => form.blur(`quotes.${index}.text`, e)}
                />
                <Field.ErrorText>{errorOf(`quotes.${index}.text`)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errorOf(`quotes.${index}.source`))} readOnly={readOnly}>
                <Field.Label>Source</Field.Label>
                <Input
                  name={`quotes.${index}.source`}
                  aria-label={`Quote ${index + 1} source`}
                  placeholder={readOnly ? undefined : 'e.g. The Guardian'}
                  value={row.source}
                  onChange={(e) => setRow('quotes', index, 'source', e.target.value)}
                  onBlur={(e) => form.blur(`quotes.${index}.source`, e)}
                  autoComplete="off"
                />
                <Field.ErrorText>{errorOf(`quotes.${index}.source`)}</Field.ErrorText>
              </Field.Root>
            </Stack>
          )}
        </RowsField>

        <Flex gap="3" justify="flex-end" pt="2" direction={{ base: 'column-reverse', sm: 'row' }}>
          <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
            {readOnly ? 'Back to titles' : 'Cancel'}
          </Button>
          {!readOnly && (
            <Button type="submit" colorPalette="brand" loading={submitting} loadingText={id === undefined ? 'Submitting...' : 'Updating...'}>
              {submitLabel}
            </Button>
          )}
        </Flex>
      </form>
    </Stack>
  );
}
