import { Checkbox, CheckboxGroup, Fieldset, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { NameCombobox } from '../../../components/ui/name-combobox';
import { RowsField } from '../../../components/ui/rows-field';
import { SelectInput } from '../../../components/ui/select-input';
import { completeCompanies, completeTitles } from '../../../lib/complete-names';
import type { NamePick } from '../../../lib/name-pick';
import type { Form } from '../../../lib/use-form';
import { useCompany } from '../../contacts/api/companies';
import { useTeamMembers } from '../../prospections/api/team-members';
import type { Fair, TitleOutcome } from '../api/fair-types';
import { SLOT_LENGTHS } from '../fair-form-values';
import { emptyTitleRow, slotTimes, type MeetingValues, type TitleRow } from '../meeting-form-values';
import { MEETING_STATUSES, OUTCOMES } from '../meeting-labels';
import { fairDays, formatFairDay, formatFairTime } from '../meeting-times';
import { MembersField } from './members-field';

/** The company picked by name; another company drops the contacts chosen. */
const COMPANY: NamePick<MeetingValues> = { name: 'company', id: 'companyId', field: 'companyId', resets: { contactIds: [] } };

/** A native select of fixed choices (numbers or words), bound to the form. */
function Choice<T extends string | number>({ name, value, options, onChange }: { name: string; value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        name={name}
        value={String(value)}
        onChange={(e) => onChange((typeof value === 'number' ? Number(e.target.value) : e.target.value) as T)}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The company's contacts as toggles; none until a company is picked. */
function ContactsField({ form }: { form: Form<MeetingValues> }) {
  const { values } = form;
  const contacts = useCompany(values.companyId).data?.contacts ?? [];
  return (
    <Fieldset.Root invalid={Boolean(form.errorOf('contactIds'))}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Contacts
      </Fieldset.Legend>
      {values.companyId === null ? (
        <Text fontSize="sm" color="fg.muted">
          Pick the company to choose who comes.
        </Text>
      ) : contacts.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No contacts recorded for this company.
        </Text>
      ) : (
        <CheckboxGroup value={values.contactIds.map(String)} onValueChange={(ids) => form.set('contactIds', ids.map(Number))} name="contactIds">
          <Wrap gap="2">
            {contacts.map((contact) => (
              <Checkbox.Root key={contact.id} value={String(contact.id)} borderWidth="1px" rounded="md" px="3" py="1.5" _checked={{ borderColor: 'brand.border', bg: 'brand.subtle' }}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{contact.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </CheckboxGroup>
      )}
      <Fieldset.ErrorText>{form.errorOf('contactIds')}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** The message keys of every title row: a row removed shifts those after it. */
const titleRowKeys = (rows: number) => Array.from({ length: rows }, (_, i) => `titles.${i}.titleId`);

/** The titles to present: each picked from the catalogue, with a note and, after the meeting, its outcome. */
function TitlesField({ form, portal }: { form: Form<MeetingValues>; portal: RefObject<HTMLElement | null> }) {
  const { values, errorOf } = form;
  const setRow = (index: number, change: Partial<TitleRow>) =>
    form.update((v) => ({ ...v, titles: v.titles.map((row, i) => (i === index ? { ...row, ...change } : row)) }), `titles.${index}.titleId`, 'titles');
  return (
    <Stack gap="1">
      <RowsField
        legend="Titles to present"
        noun="Title"
        rows={values.titles}
        summary={(row) => row.title}
        empty="None yet: add the titles to pitch."
        onAdd={() => form.update((v) => ({ ...v, titles: [...v.titles, emptyTitleRow] }), 'titles')}
        onRemove={(index) => form.update((v) => ({ ...v, titles: v.titles.filter((_, i) => i !== index) }), 'titles', ...titleRowKeys(values.titles.length))}
      >
        {(row, index) => (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label="Title" required error={errorOf(`titles.${index}.titleId`)} colSpan={{ base: 1, sm: 2 }}>
              <NameCombobox
                name={`titles.${index}.titleId`}
                value={row.title}
                selectedId={row.titleId}
                onInputChange={(typed) => setRow(index, typed.trim() === row.title.trim() ? { title: typed } : { title: typed, titleId: null })}
                onSelect={(picked) => setRow(index, { title: picked.name, titleId: picked.id })}
                onBlur={(e) => form.blur(`titles.${index}.titleId`, e)}
                complete={completeTitles}
                kind="titles"
                noun="title"
                placeholder="Search titles"
                pickOnly
                portalContainer={portal}
              />
            </FormField>
            <FormField label="Note">
              <Input name={`titles.${index}.note`} value={row.note} onChange={(e) => setRow(index, { note: e.target.value })} placeholder="What to say about it" />
            </FormField>
            <FormField label="Outcome">
              <SelectInput
                name={`titles.${index}.outcome`}
                value={row.outcome}
                options={OUTCOMES}
                emptyLabel="Not yet"
                onChange={(e) => setRow(index, { outcome: e.target.value as TitleOutcome | '' })}
              />
            </FormField>
          </SimpleGrid>
        )}
      </RowsField>
      {form.errorOf('titles') && (
        <Text fontSize="sm" color="fg.error">
          {form.errorOf('titles')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A meeting's fields: when (a day of the fair, a slot of its hours, a length), who (the team's
 * members, the fair's attendees first), with whom (a company of the team and its contacts), where
 * (the table), its status, the titles to present and notes.
 */
export function MeetingFields({ form, fair, portal }: { form: Form<MeetingValues>; fair: Fair; portal: RefObject<HTMLElement | null> }) {
  const { values, errorOf, text } = form;
  const team = useTeamMembers().data ?? [];
  const attending = new Set(fair.attendeeIds);
  const members = [...team.filter((m) => attending.has(m.id)), ...team.filter((m) => !attending.has(m.id))];
  const days = fairDays(fair).map((day) => ({ value: day, label: formatFairDay(day) }));
  const times = slotTimes(fair, values.time).map((time) => ({ value: time, label: formatFairTime(`2000-01-01T${time}`) }));
  const lengths = (SLOT_LENGTHS.includes(values.minutes) ? SLOT_LENGTHS : [...SLOT_LENGTHS, values.minutes].sort((a, b) => a - b)).map((m) => ({ value: m, label: `${m} minutes` }));

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gapX="3" gapY="4">
        <FormField label="Day" required error={errorOf('start')}>
          <Choice name="day" value={values.day} options={days} onChange={(day) => form.update((v) => ({ ...v, day }), 'start')} />
        </FormField>
        <FormField label="Time" required>
          <Choice name="time" value={values.time} options={times} onChange={(time) => form.update((v) => ({ ...v, time }), 'start')} />
        </FormField>
        <FormField label="Length" required error={errorOf('minutes')}>
          <Choice name="minutes" value={values.minutes} options={lengths} onChange={(minutes) => form.update((v) => ({ ...v, minutes }), 'minutes', 'start')} />
        </FormField>
      </SimpleGrid>
      <MembersField
        legend="Members"
        required
        members={members}
        value={values.memberIds}
        onChange={(ids) => form.set('memberIds', ids)}
        error={errorOf('memberIds')}
        helper={fair.attendeeIds.length > 0 ? "The fair's attendees first" : undefined}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="3" gapY="4">
        <FormField label="Company" required error={errorOf('companyId')} colSpan={{ base: 1, sm: 2 }}>
          <NameCombobox
            name="company"
            value={values.company}
            selectedId={values.companyId}
            onInputChange={(typed) => form.typeName(COMPANY, typed)}
            onSelect={(picked) => form.pickName(COMPANY, picked)}
            onBlur={(e) => form.blur('companyId', e)}
            complete={completeCompanies}
            kind="companies"
            noun="company"
            placeholder="Search companies"
            pickOnly
            portalContainer={portal}
          />
        </FormField>
      </SimpleGrid>
      <ContactsField form={form} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="3" gapY="4">
        <FormField label="Table" error={errorOf('table')}>
          <Input {...text('table')} placeholder="e.g. 12" />
        </FormField>
        <FormField label="Status" error={errorOf('status')}>
          <Choice name="status" value={values.status} options={MEETING_STATUSES} onChange={(status) => form.set('status', status)} />
        </FormField>
      </SimpleGrid>
      <TitlesField form={form} portal={portal} />
      <FormField label="Notes" error={errorOf('notes')}>
        <Textarea {...text('notes')} rows={3} autoresize maxH="40" />
      </FormField>
    </Stack>
  );
}
