import { Checkbox, GridItem, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { FormEvent, RefObject } from 'react';
import type { Territory } from '../../../generated/Territory';
import { AmountInput } from '../../../components/ui/amount-input';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { DateInput } from '../../../components/ui/date-input';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { LanguagesField } from '../../../components/ui/languages-field';
import { TerritoryPicker } from '../../../components/ui/territory-picker';
import { toaster } from '../../../components/ui/toaster';
import { parseAmount } from '../../../lib/amount';
import { WriteError, failureReason } from '../../../lib/api-client';
import { contractTypes, heldStatuses, validateRightHeld } from '../../../lib/core';
import { contractTypeLabel } from '../../../lib/labels';
import { useForm } from '../../../lib/use-form';
import { useCountries, useLanguages } from '../../reference/api/reference-lists';
import { useSaveRightHeld, type RightHeld, type RightHeldPayload } from '../api/title-rights';

interface RightValues {
  contractType: string;
  languages: string[];
  territory: Territory;
  status: string;
  heldUntil: string;
  /** as typed; sent as a number */
  authorSharePct: string;
  authorApprovalRequired: boolean;
  source: string;
  notes: string;
}
const FIELDS = ['contractType', 'languages', 'territory', 'status', 'heldUntil', 'authorSharePct', 'source', 'notes'] as const;
const WORLD: Territory = { world: true, include: [], exclude: [] };

const toValues = (right?: RightHeld): RightValues => ({
  contractType: right?.contractType ?? 'foreign_rights',
  languages: right?.languages ?? [],
  territory: right?.territory ?? WORLD,
  status: right?.status ?? 'confirmed',
  heldUntil: right?.heldUntil ?? '',
  authorSharePct: right?.authorSharePct == null ? '' : String(right.authorSharePct),
  authorApprovalRequired: right?.authorApprovalRequired ?? false,
  source: right?.source ?? '',
  notes: right?.notes ?? '',
});

/** What is sent: blank texts left out, the share as a number. */
function toPayload(values: RightValues, id?: number): RightHeldPayload {
  const blankless = (text: string) => (text.trim() === '' ? undefined : text.trim());
  return {
    ...(id === undefined ? {} : { id }),
    contractType: values.contractType,
    languages: values.languages,
    territory: values.territory,
    status: values.status,
    heldUntil: blankless(values.heldUntil),
    authorSharePct: parseAmount(values.authorSharePct) ?? undefined,
    authorApprovalRequired: values.authorApprovalRequired,
    source: blankless(values.source),
    notes: blankless(values.notes),
  };
}

const validate = (values: RightValues, unreadable: ReadonlySet<string>) =>
  validateRightHeld(unreadable.has('authorSharePct') ? { ...toPayload(values), authorSharePct: Number.NaN } : toPayload(values));

function RightForm({
  right,
  formId,
  save,
  onSaved,
  dialog,
}: {
  right?: RightHeld;
  formId: string;
  save: ReturnType<typeof useSaveRightHeld>;
  onSaved: () => void;
  /** The dialog's content: where the country list opens, inside its focus trap. */
  dialog: RefObject<HTMLDivElement | null>;
}) {
  const languages = useLanguages().data ?? [];
  const countries = useCountries().data ?? [];
  const form = useForm({ initial: () => toValues(right), validate, fields: FIELDS });
  const { setFormElement, values, errorOf, text } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        const saved = await save.mutateAsync(toPayload(values, right?.id));
        toaster.create({ type: 'success', title: right ? 'Right updated' : 'Right recorded', description: contractTypeLabel(saved.contractType) });
        onSaved();
      },
      (error, { onFields }) => {
        if (error instanceof WriteError && (error.status === 401 || error.status === 403)) return; // the guard takes over
        if (error instanceof WriteError && error.status === 422 && Object.keys(onFields).length > 0) return;
        toaster.create({ type: 'error', title: 'The right could not be saved', description: failureReason(error) });
      },
    );

  return (
    <form id={formId} ref={setFormElement} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Right held">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="4">
        <FormField label="Right" required error={errorOf('contractType')}>
          <ChoiceSelect {...text('contractType')} options={contractTypes()} />
        </FormField>
        <FormField label="Status" error={errorOf('status')} helper="Provisional: not yet confirmed by the head contract">
          <ChoiceSelect {...text('status')} options={heldStatuses()} />
        </FormField>
        <GridItem colSpan={{ base: 1, sm: 2 }}>
          <LanguagesField
            label="Languages"
            languages={languages.map((language) => ({ ...language, id: language.code }))}
            value={values.languages}
            onChange={(codes) => form.set('languages', codes)}
            onBlur={(e) => form.blur('languages', e)}
            error={errorOf('languages')}
            placeholder="Every language"
          />
        </GridItem>
        <FormField label="Territory" error={errorOf('territory')} colSpan={{ base: 1, sm: 2 }}>
          <TerritoryPicker
            name="territory"
            value={values.territory}
            onChange={(territory) => form.set('territory', territory)}
            onBlur={(e) => form.blur('territory', e)}
            countries={countries}
            portalContainer={dialog}
          />
        </FormField>
        <FormField label="Held until" error={errorOf('heldUntil')} helper="Leave empty when there is no end">
          <DateInput {...text('heldUntil')} />
        </FormField>
        <FormField label="Author share (%)" error={errorOf('authorSharePct')}>
          <AmountInput
            name="authorSharePct"
            value={values.authorSharePct}
            onChange={(typed, unreadable) => form.setAmount('authorSharePct', typed, unreadable)}
            onBlur={(e) => form.blur('authorSharePct', e)}
            placeholder="e.g. 50"
          />
        </FormField>
        <GridItem colSpan={{ base: 1, sm: 2 }}>
          <Checkbox.Root
            name="authorApprovalRequired"
            checked={values.authorApprovalRequired}
            onCheckedChange={(e) => form.set('authorApprovalRequired', e.checked === true)}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>The author approves each license</Checkbox.Label>
          </Checkbox.Root>
        </GridItem>
        <FormField label="Source" error={errorOf('source')} colSpan={{ base: 1, sm: 2 }}>
          <Input {...text('source')} placeholder="e.g. Head contract of 2024-02-01" />
        </FormField>
        <FormField label="Notes" error={errorOf('notes')} colSpan={{ base: 1, sm: 2 }}>
          <Textarea {...text('notes')} rows={2} autoresize maxH="40" />
        </FormField>
      </SimpleGrid>
    </form>
  );
}

/** "Add a right" or "Edit the right": a right held of the title, checked with core's rules as it is typed. */
export function RightHeldDialog({ titleId, right, open, onOpenChange }: { titleId: number; right?: RightHeld; open: boolean; onOpenChange: (open: boolean) => void }) {
  const save = useSaveRightHeld(titleId);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={right ? 'Edit the right held' : 'Add a right held'} submitLabel={right ? 'Save' : 'Add'} pending={save.isPending} size="lg">
      {(formId, content) => <RightForm right={right} formId={formId} save={save} onSaved={() => onOpenChange(false)} dialog={content} />}
    </FormDialog>
  );
}
