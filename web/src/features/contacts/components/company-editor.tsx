import { Alert, Button, Drawer, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { RecordHistory } from '../../../components/history/record-history';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ConflictNotice } from '../../../components/ui/conflict-notice';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { toaster } from '../../../components/ui/toaster';
import { companyTypes } from '../../../lib/core';
import { useCountries, useLanguages } from '../../reference/api/reference-lists';
import { useCreateCompany, useDeleteCompany, useUpdateCompany } from '../api/companies';
import type { Company } from '../types';
import { useCompanyForm } from '../use-company-form';
import { CompanyTypesField } from './company-types-field';
import { ContactRowsField } from './contact-rows-field';
import { ReferenceCombobox } from '../../../components/ui/reference-combobox';
import { WriteError } from '../../../lib/api-client';
import { READ_ONLY_AS_TEXT } from '../../../components/ui/form-field';

interface Props {
  /** the stored company, or null for a new one */
  original: Company | null;
  readOnly: boolean;
  /** closes the editor (after a save or delete) */
  onDone: () => void;
  /** Cancel: the drawer asks first when something is typed and not saved */
  onCancel: () => void;
  /** told whether something is typed and not saved */
  onDirtyChange: (dirty: boolean) => void;
  nameRef: RefObject<HTMLInputElement | null>;
}

const FORM_ID = 'company-form';
const serverText = (error: unknown) => (error instanceof WriteError ? error.serverMessage : error instanceof Error ? error.message : String(error));

function deleteText(company: Company): string {
  const n = company.contacts.length;
  const what = n === 0 ? company.name : `${company.name} and its ${n === 1 ? 'contact' : `${n} contacts`}`;
  return `${what} will be deleted. This cannot be undone.`;
}

/** The company editor inside the drawer: body (the form) and footer (Delete, Cancel, Save). */
/** The company's fields as a conflict names them (lib/conflict.ts). */
const CONFLICT_LABELS = { countryId: 'Country', languageId: 'Language', types: 'Type' };

export function CompanyEditor({ original: given, readOnly, onDone, onCancel, onDirtyChange, nameRef }: Props) {
  // The copy the form started from: a refetch while editing must not change what was removed.
  const [original] = useState(given);
  const form = useCompanyForm(original, readOnly);
  const { setFormElement, draft, errorOf } = form;
  const countries = useCountries().data ?? [];
  const languages = useLanguages().data ?? [];
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const remove = useDeleteCompany();
  const saving = create.isPending || update.isPending;
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const { dirty } = form;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const onSubmit = (event: FormEvent) =>
    form.submit(
      event,
      async (_, version) => {
        if (original) await update.mutateAsync({ id: original.id, company: form.input, version });
        else await create.mutateAsync(form.input);
        toaster.success({ title: original ? 'Company saved' : 'Company created', description: form.input.name });
        onDone();
      },
      (error, { other }) => {
        if (error instanceof WriteError && error.status === 422 && Object.keys(error.fieldErrors).length) form.setOtherServerErrors(other);
        else toaster.error({ title: 'The company could not be saved', description: serverText(error) });
      },
    );

  const onDelete = async () => {
    if (!original) return;
    try {
      // Over the version the form shows now: a company changed since is not deleted unseen.
      await remove.mutateAsync({ id: original.id, version: form.version });
      setConfirmOpen(false);
      toaster.success({ title: 'Company deleted', description: original.name });
      onDone();
    } catch (error) {
      setConfirmOpen(false);
      if (form.takeStale(error)) return;
      if (error instanceof WriteError && error.status === 409) setBlocked(error.serverMessage);
      else toaster.error({ title: 'The company could not be deleted', description: serverText(error) });
    }
  };

  return (
    <>
      <Drawer.Body>
        <Stack gap="5" asChild css={readOnly ? READ_ONLY_AS_TEXT : undefined}>
          <form id={FORM_ID} ref={setFormElement} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={original ? `Company ${original.name}` : 'New company'}>
            {blocked && (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>This company cannot be deleted</Alert.Title>
                  <Alert.Description>{blocked}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <DraftNotice restored={form.restored} onDiscard={form.discardDraft} />
            <ConflictNotice conflict={form.conflict} onChoose={form.choose} labels={CONFLICT_LABELS} />
            {form.otherErrors.length > 0 && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{form.otherErrors.join(' ')}</Alert.Title>
              </Alert.Root>
            )}

            <Field.Root invalid={Boolean(errorOf('name'))} required={!readOnly} readOnly={readOnly}>
              <Field.Label>
                Name
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={nameRef}
                name="name"
                autoComplete="organization"
                value={draft.name}
                onChange={(e) => form.setField('name', e.target.value)}
                onBlur={(e) => form.blur('name', e)}
              />
              <Field.ErrorText>{errorOf('name')}</Field.ErrorText>
            </Field.Root>

            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <ReferenceCombobox
                label="Country"
                items={countries}
                value={draft.countryId}
                onChange={(id) => form.setField('countryId', id)}
                onBlur={(e) => form.blur('countryId', e)}
                error={errorOf('countryId')}
                readOnly={readOnly}
              />
              <ReferenceCombobox
                label="Language"
                items={languages}
                value={draft.languageId}
                onChange={(id) => form.setField('languageId', id)}
                onBlur={(e) => form.blur('languageId', e)}
                error={errorOf('languageId')}
                readOnly={readOnly}
              />
            </SimpleGrid>

            <CompanyTypesField
              options={companyTypes()}
              value={draft.types}
              onChange={form.setTypes}
              onBlur={(e) => form.blur('types', e)}
              error={errorOf('types')}
              readOnly={readOnly}
            />

            <Field.Root invalid={Boolean(errorOf('address'))} readOnly={readOnly}>
              <Field.Label>Address</Field.Label>
              <Textarea
                name="address"
                rows={2}
                autoresize
                value={draft.address}
                onChange={(e) => form.setField('address', e.target.value)}
                onBlur={(e) => form.blur('address', e)}
              />
              <Field.ErrorText>{errorOf('address')}</Field.ErrorText>
            </Field.Root>

            <Field.Root invalid={Boolean(errorOf('notes'))} readOnly={readOnly}>
              <Field.Label>Notes</Field.Label>
              <Textarea
                name="notes"
                rows={3}
                autoresize
                value={draft.notes}
                onChange={(e) => form.setField('notes', e.target.value)}
                onBlur={(e) => form.blur('notes', e)}
              />
              <Field.ErrorText>{errorOf('notes')}</Field.ErrorText>
            </Field.Root>

            <ContactRowsField
              contacts={draft.contacts}
              languages={languages}
              errorOf={errorOf}
              onChange={form.setContact}
              onLanguagesChange={form.setContactLanguages}
              onBlur={form.blur}
              onAdd={form.addContact}
              onRemove={form.removeContact}
              readOnly={readOnly}
            />
          </form>
        </Stack>
        {original && <RecordHistory entityType="company" entityId={original.id} />}
      </Drawer.Body>

      <Drawer.Footer borderTopWidth="1px" gap="3" flexWrap="wrap">
        {original && !readOnly && (
          <Button variant="ghost" colorPalette="red" me="auto" onClick={() => setConfirmOpen(true)} disabled={saving}>
            <LuTrash2 /> Delete
          </Button>
        )}
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button type="submit" form={FORM_ID} colorPalette="brand" loading={saving} loadingText="Saving...">
            {original ? 'Save' : 'Create'}
          </Button>
        )}
      </Drawer.Footer>

      {original && (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title="Delete this company?"
          body={deleteText(original)}
          loading={remove.isPending}
          onConfirm={onDelete}
        />
      )}
    </>
  );
}
