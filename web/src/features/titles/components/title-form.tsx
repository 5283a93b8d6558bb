import { Button, Field, Flex, Input, Stack, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { DateInput } from '../../../components/ui/date-input';
import { toaster } from '../../../components/ui/toaster';
import { useFieldMessages, type BlurEvent } from '../../../lib/field-messages';
import { WriteError } from '../../../lib/api-client';
import { useFocusFirstError } from '../../../lib/focus-first-error';
import type { Title, TitlePayload } from '../api/title-types';
import { emptyTitleValues, titleFields, validateTitleValues, valuesToPayload, type TitleField, type TitleFormValues } from '../title-form-values';

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
  /** "Submit" (new) or "Update" (edit). */
  submitLabel: string;
  /** Viewers: the values are shown, nothing can be changed or sent. */
  readOnly?: boolean;
  /** Sends the payload; rejects (a WriteError) when the server refuses it. */
  onSubmit: (payload: TitlePayload) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The title form shared by /titles/new and /titles/edit/{id} (spec §2). The core's rules (wasm) run
 * on every change and blur; a field's message shows once it has been touched (all fields on submit),
 * and submit is blocked while any rule fails. A server 422 lands on the same fields; any other
 * failure keeps the values and shows a toast.
 */
export function TitleForm({ initialValues = emptyTitleValues, id, submitLabel, readOnly = false, onSubmit, onCancel }: TitleFormProps) {
  const [values, setValues] = useState(initialValues);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const clientErrors = validateTitleValues(values);
  const messages = useFieldMessages(clientErrors);
  const errorOf = messages.errorOf;

  const change = (field: TitleField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    messages.changed(field);
  };

  const focusFirstError = useFocusFirstError(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || submitting) return;
    messages.touchAll(titleFields);
    if (Object.keys(clientErrors).length > 0) {
      focusFirstError();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(valuesToPayload(values, id));
    } catch (error) {
      const fieldErrors = error instanceof WriteError ? error.fieldErrors : {};
      const onFields = titleFields.filter((field) => fieldErrors[field]);
      if (onFields.length > 0) {
        messages.showServerErrors(fieldErrors);
        focusFirstError();
      }
      const others = Object.entries(fieldErrors).filter(([field]) => !titleFields.includes(field as TitleField));
      toaster.create({
        type: 'error',
        title: id === undefined ? 'The title was not created' : 'The title was not updated',
        description:
          others.length > 0
            ? others.map(([, message]) => message).join(' ')
            : onFields.length > 0
              ? 'Check the highlighted fields.'
              : error instanceof WriteError && error.status === 0
                ? 'The server could not be reached. Your changes are still here; try again.'
                : (error instanceof WriteError && error.serverMessage) || 'Something went wrong. Your changes are still here; try again.',
      });
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: TitleField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: (event: BlurEvent) => messages.blurred(name, event),
  });

  return (
    <Stack asChild gap="5" w={{ base: 'full', lg: '60%' }}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Title">
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
