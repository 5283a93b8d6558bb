import { Button, Field, Flex, Input, Stack, Textarea } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { ConflictNotice } from '../../../components/ui/conflict-notice';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { LeaveGuard } from '../../../components/ui/leave-guard';
import { DateInput } from '../../../components/ui/date-input';
import { toaster } from '../../../components/ui/toaster';
import { WriteError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import type { Title, TitlePayload } from '../api/title-types';
import { emptyTitleValues, titleFields, titleToValues, validateTitleValues, valuesToPayload, type TitleField, type TitleFormValues } from '../title-form-values';
import { READ_ONLY_AS_TEXT } from '../../../components/ui/form-field';

const labels: Record<TitleField, string> = {
  name: 'Title Name',
  author: 'Author',
  publishDate: 'Publish Date',
  description: 'Description',
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

export function TitleForm({ initialValues = emptyTitleValues, id, version, submitLabel, readOnly = false, onSubmit, onCancel }: TitleFormProps) {
  const form = useForm({ initial: initialValues, validate: validateTitleValues, fields: titleFields, serverErrorsBlock: false, readOnly, version, fromRecord, draft: `title:${id ?? 'new'}` });
  const { setFormElement, errorOf, submitting } = form;

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      (values, readVersion) => onSubmit(valuesToPayload(values, id), readVersion),
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

  return (
    <Stack asChild gap="5" w={{ base: 'full', lg: '60%' }} css={readOnly ? READ_ONLY_AS_TEXT : undefined}>
      <form ref={setFormElement} onSubmit={(e) => void submit(e)} noValidate aria-label="Title">
        <ConflictNotice conflict={form.conflict} onChoose={form.choose} labels={labels} />
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

        <Field.Root invalid={Boolean(errorOf('author'))} readOnly={readOnly}>
          <Field.Label>{labels.author}</Field.Label>
          <Input {...field('author')} autoComplete="off" />
          <Field.ErrorText>{errorOf('author')}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errorOf('publishDate'))} readOnly={readOnly} maxW={{ sm: '14rem' }}>
          <Field.Label>{labels.publishDate}</Field.Label>
          <DateInput {...field('publishDate')} readOnly={readOnly} min="0001-01-01" max="9999-12-31" />
          <Field.ErrorText>{errorOf('publishDate')}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errorOf('description'))} readOnly={readOnly}>
          <Field.Label>{labels.description}</Field.Label>
          <Textarea {...field('description')} rows={4} resize="vertical" />
          <Field.ErrorText>{errorOf('description')}</Field.ErrorText>
        </Field.Root>

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
