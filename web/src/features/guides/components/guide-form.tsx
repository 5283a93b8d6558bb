import { Button, Checkbox, Fieldset, Flex, Grid, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ConflictNotice } from '../../../components/ui/conflict-notice';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { FormField } from '../../../components/ui/form-field';
import { LeaveGuard } from '../../../components/ui/leave-guard';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { SelectInput } from '../../../components/ui/select-input';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, WriteError } from '../../../lib/api-client';
import { rebaseValues } from '../../../lib/conflict';
import { contractTypes } from '../../../lib/core';
import { serverRulesOnly } from '../../../lib/server-rules';
import { useForm } from '../../../lib/use-form';
import { useFairs } from '../../fairs/api/fairs';
import { useTeamMembers } from '../../prospections/api/team-members';
import type { Guide, GuidePayload } from '../api/guide-types';
import { guideFields, guidePayload, guideToValues, SHOW_OPTIONS, type GuideFormValues } from '../guide-form-values';
import type { BuilderSection, GuideTitle } from '../guide-order';
import { GuideSections } from './guide-sections';

const labels: Record<string, string> = {
  name: 'Guide name',
  fairId: 'Fair',
  intro: 'Introduction',
  sections: 'Sections and titles',
  show: 'Each title shows',
  availabilityRight: 'Availability of',
  contactUserId: 'Rights contact',
};

/** How the values that are not text read in a conflict's notice. */
const formats = {
  sections: (value: unknown) => ((value as BuilderSection[] | undefined) ?? []).map((s, i) => `${s.heading || `Section ${i + 1}`} (${s.titles.map((t) => t.name).join(', ') || 'no titles'})`).join('; '),
  show: (value: unknown) =>
    SHOW_OPTIONS.filter(({ key }) => (value as Record<string, boolean> | undefined)?.[key])
      .map(({ label }) => label)
      .join(', '),
};

export interface GuideFormProps {
  /** The stored guide (edit); none for a new one. */
  guide?: Guide;
  /** The names of the guide's titles (its document's), by id. */
  titles: ReadonlyMap<number, GuideTitle>;
  readOnly: boolean;
  /** Sends the guide over `version`; rejects (a WriteError) when the server refuses it. */
  onSubmit: (payload: GuidePayload, version: number | undefined) => Promise<unknown>;
  onCancel: () => void;
  initialValues: GuideFormValues;
}

/**
 * The guide builder's form (new and edit): the name, the introduction and the sections with their
 * titles on one side; what each title block shows, the right the availability line is about and
 * the rights contact on the other. Its rules are the server's: a refusal's messages show under
 * their fields (the name, a heading, the titles); a save over someone else's shows what they
 * changed (lib/conflict.ts). What is typed is kept as a draft until saved.
 */
export function GuideForm({ guide, titles, readOnly, onSubmit, onCancel, initialValues }: GuideFormProps) {
  const form = useForm({
    initial: initialValues,
    validate: serverRulesOnly,
    fields: guideFields,
    serverErrorsBlock: false,
    readOnly,
    version: guide?.version,
    // called on a 412, after this render has named `known` below
    fromRecord: (record) => guideToValues(record as Guide, known),
    draft: `guide:${guide?.id ?? 'new'}`,
    // an existing guide's builder stays open after a save; a new one's becomes the guide's page
    staysOpen: guide !== undefined,
  });
  const { setFormElement, errorOf, values, submitting } = form;
  // Every title the builder has named: the document's, and those added since. A stored guide read
  // again (after a save, a share, a 412) names its titles by these.
  const known = new Map(titles);
  for (const section of values.sections) for (const title of section.titles) known.set(title.id, title);
  // The stored guide moved under the form (saved here, shared, a refetch): the next save is made
  // over its version, and what was not changed here follows it.
  const [stored, setStored] = useState({ version: guide?.version, values: initialValues });
  if (guide?.version !== stored.version) {
    const next = guide ? guideToValues(guide, known) : initialValues;
    setStored({ version: guide?.version, values: next });
    if (!form.conflict) {
      form.setVersion(guide?.version);
      form.setStoredValues(next);
      form.setValues((v) => rebaseValues(v, stored.values, next));
    }
  }
  const members = useTeamMembers().data ?? [];
  const fairs = useFairs().data ?? [];

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      (v, version) => onSubmit(guidePayload(v), version),
      (error, { onFields, other }) => {
        if (endedSession(error)) return;
        toaster.create({
          type: 'error',
          title: guide ? 'The guide was not saved' : 'The guide was not created',
          description:
            other.length > 0
              ? other.join(' ')
              : Object.keys(onFields).length > 0
                ? 'Check the highlighted fields.'
                : error instanceof WriteError && error.status === 0
                  ? 'The server could not be reached. Your changes are still here; try again.'
                  : (error instanceof WriteError && error.serverMessage) || 'Something went wrong. Your changes are still here; try again.',
        });
      },
    );

  return (
    <form ref={setFormElement} onSubmit={(e) => void submit(e)} noValidate aria-label={guide ? 'Guide' : 'New guide'}>
      <Stack gap="6">
        <ConflictNotice conflict={form.conflict} onChoose={form.choose} labels={labels} formats={formats} />
        <DraftNotice restored={form.restored} onDiscard={form.discardDraft} />
        <LeaveGuard dirty={form.dirty} saving={form.saving} onDiscard={form.discardDraft} />
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' }} gap={{ base: '6', lg: '8' }} alignItems="start">
          <Stack gap="5">
            <SimpleGrid columns={1} gap="5">
              <FormField label={labels.name} required error={errorOf('name')} readOnly={readOnly}>
                <Input {...form.text('name')} readOnly={readOnly} autoComplete="off" autoFocus={!readOnly && !guide} placeholder={readOnly ? undefined : 'e.g. Frankfurt 2026: Fiction'} />
              </FormField>
              <FormField label={labels.intro} error={errorOf('intro')} readOnly={readOnly} helper="Printed under the guide's name: the season, the list, what to ask for">
                <Textarea {...form.text('intro')} readOnly={readOnly} rows={3} autoresize maxH="60" />
              </FormField>
            </SimpleGrid>
            <Fieldset.Root>
              <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">
                {labels.sections}
              </Fieldset.Legend>
              <GuideSections sections={values.sections} onChange={(sections, ...changed) => form.update((v) => ({ ...v, sections: [...sections] }), ...changed)} errorOf={errorOf} readOnly={readOnly} />
            </Fieldset.Root>
          </Stack>
          <Stack gap="6" p={{ base: '0', lg: '4' }} borderWidth={{ base: '0', lg: '1px' }} rounded="lg" position={{ lg: 'sticky' }} top={{ lg: '0' }}>
            <Fieldset.Root>
              <Fieldset.Legend fontSize="sm" fontWeight="semibold">
                {labels.show}
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 2, lg: 1 }} gapX="4" gapY="2" mt="2">
                {SHOW_OPTIONS.map(({ key, label }) => (
                  <Checkbox.Root
                    key={key}
                    name={`show.${key}`}
                    checked={values.show[key]}
                    readOnly={readOnly}
                    onCheckedChange={(e) => form.update((v) => ({ ...v, show: { ...v.show, [key]: e.checked === true } }), 'show')}
                    colorPalette="brand"
                    size="sm"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </Fieldset.Root>
            <FormField label={labels.fairId} error={errorOf('fairId')} readOnly={readOnly} helper="The fair this guide is printed for">
              <SelectInput
                name="fairId"
                value={values.fairId}
                options={fairs.map((fair) => ({ value: String(fair.id), label: `${fair.name} (${fair.startDate})` }))}
                emptyLabel="No fair"
                readOnly={readOnly}
                onChange={(e) => form.set('fairId', e.target.value)}
                onBlur={(e) => form.blur('fairId', e)}
              />
            </FormField>
            <FormField label={labels.availabilityRight} error={errorOf('availabilityRight')} readOnly={readOnly} helper="The right the availability line is about">
              <ChoiceSelect name="availabilityRight" value={values.availabilityRight} options={contractTypes()} readOnly={readOnly} onChange={(e) => form.set('availabilityRight', e.target.value)} onBlur={(e) => form.blur('availabilityRight', e)} />
            </FormField>
            <FormField label={labels.contactUserId} error={errorOf('contactUserId')} readOnly={readOnly} helper="Printed with each title: their name and e-mail">
              <SelectInput
                name="contactUserId"
                value={values.contactUserId}
                options={members.map((m) => ({ value: String(m.id), label: m.name }))}
                emptyLabel="No contact"
                readOnly={readOnly}
                onChange={(e) => form.set('contactUserId', e.target.value)}
                onBlur={(e) => form.blur('contactUserId', e)}
              />
            </FormField>
          </Stack>
        </Grid>
        <Flex gap="3" justify="flex-end" borderTopWidth="1px" pt="4" direction={{ base: 'column-reverse', sm: 'row' }}>
          <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
            {readOnly ? 'Back to guides' : 'Cancel'}
          </Button>
          {!readOnly && (
            <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving...">
              {guide ? 'Save' : 'Create guide'}
            </Button>
          )}
        </Flex>
      </Stack>
    </form>
  );
}
