import { GridItem, Input, SimpleGrid, Switch, Textarea } from '@chakra-ui/react';
import type { ChangeEvent, Ref, RefObject } from 'react';
import { DateInput } from '../../../components/ui/date-input';
import { DateTimeInput } from '../../../components/ui/date-time-input';
import { NameCombobox } from '../../../components/ui/name-combobox';
import { SelectInput } from '../../../components/ui/select-input';
import { completeCompanies } from '../../../lib/complete-names';
import { useCompany } from '../../contacts/api/companies';
import { FormField } from '../../../components/ui/form-field';
import type { EventForm } from '../use-event-form';

interface Props {
  form: EventForm;
  readOnly: boolean;
  /** The title's input, focused as the dialog opens. */
  titleRef: Ref<HTMLInputElement>;
  /** The dialog's content, where the company's suggestions open. */
  dialogRef: RefObject<HTMLElement | null>;
}

/**
 * The event's fields: what and when (all day with dates, or a time), where, with whom (one of the
 * team's companies, then one of its contacts) and notes. Read-only (viewers), plain text without hints.
 */
export function EventFields({ form, readOnly, titleRef, dialogRef }: Props) {
  const { values, errorOf } = form;
  const text = (field: 'title' | 'start' | 'end' | 'location' | 'notes') => ({ ...form.text(field), readOnly });
  const When = values.allDay ? DateInput : DateTimeInput;

  const contacts = useCompany(values.companyId).data?.contacts ?? [];
  const contactOptions = contacts.map((c) => ({ value: String(c.id), label: c.email ? `${c.name} – ${c.email}` : c.name }));
  // The stored contact, named, until the company's contacts are there to choose from.
  if (values.contactId !== null && !contacts.some((c) => c.id === values.contactId)) {
    contactOptions.push({ value: String(values.contactId), label: values.contact || `Contact ${values.contactId}` });
  }
  const contactHelper = values.companyId === null ? 'Pick a company to choose one of its contacts' : contacts.length === 0 ? 'No contacts recorded for this company' : undefined;
  const pickContact = (e: ChangeEvent<HTMLSelectElement>) => {
    const contact = contacts.find((c) => String(c.id) === e.target.value);
    form.setContact(contact ? { id: contact.id, name: contact.name } : null);
  };

  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="4">
      <FormField label="Title" required error={errorOf('title')} readOnly={readOnly} colSpan={{ base: 1, sm: 2 }}>
        <Input ref={titleRef} {...text('title')} placeholder={readOnly ? undefined : 'e.g. Frankfurt Book Fair, lunch with Gallimard'} />
      </FormField>
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <Switch.Root checked={values.allDay} onCheckedChange={(e) => form.setAllDay(e.checked)} readOnly={readOnly} colorPalette="brand">
          <Switch.HiddenInput name="allDay" />
          <Switch.Control />
          <Switch.Label>All day</Switch.Label>
        </Switch.Root>
      </GridItem>
      <FormField label="Start" required error={errorOf('start')} readOnly={readOnly}>
        <When {...text('start')} />
      </FormField>
      <FormField label="End" error={errorOf('end')} readOnly={readOnly} helper={values.allDay ? 'The last day; empty for one day' : 'Empty for an hour'}>
        <When {...text('end')} min={values.start || undefined} />
      </FormField>
      <FormField label="Location" error={errorOf('location')} readOnly={readOnly} colSpan={{ base: 1, sm: 2 }}>
        <Input {...text('location')} placeholder={readOnly ? undefined : 'e.g. Hall 5.0, stand B12'} />
      </FormField>
      <FormField label="Company" error={errorOf('companyId')} readOnly={readOnly} helper="One of the team's companies">
        <NameCombobox
          name="company"
          value={values.company}
          selectedId={values.companyId}
          onInputChange={form.typeCompany}
          onSelect={form.pickCompany}
          onBlur={(e) => form.blur('companyId', e)}
          complete={completeCompanies}
          kind="companies"
          noun="company"
          placeholder="Search companies"
          readOnly={readOnly}
          pickOnly
          portalContainer={dialogRef}
        />
      </FormField>
      <FormField label="Contact" error={errorOf('contactId')} readOnly={readOnly} helper={contactHelper}>
        <SelectInput name="contactId" value={values.contactId === null ? '' : String(values.contactId)} options={contactOptions} emptyLabel="Not set" readOnly={readOnly} onChange={pickContact} />
      </FormField>
      <FormField label="Notes" error={errorOf('notes')} readOnly={readOnly} colSpan={{ base: 1, sm: 2 }}>
        <Textarea {...text('notes')} rows={3} autoresize maxH="40" />
      </FormField>
    </SimpleGrid>
  );
}
