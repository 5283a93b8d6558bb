import { Badge, Box, Button, Checkbox, CheckboxGroup, Fieldset, GridItem, HStack, IconButton, Input, SimpleGrid, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import type { ChangeEvent, ReactNode } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { DateInput } from '../../../components/ui/date-input';
import { NameCombobox, type NameSuggestion } from '../../../components/ui/name-combobox';
import { SelectInput } from '../../../components/ui/select-input';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { completeCompanies, completeTitles, similarCompanies, similarTitles } from '../../../lib/complete-names';
import { contractTypes, declineReasons, isOpenStatus, materials } from '../../../lib/core';
import { territoryCountries } from '../../rights/api/get-availability';
import { AvailabilityWarning } from '../../rights/components/availability-warning';
import { useCompany } from '../../contacts/api/companies';
import { FormField } from '../../../components/ui/form-field';
import { currencyOptions } from '../../../lib/currency-options';
import { useCountries, useLanguages } from '../../reference/api/reference-lists';
import { TerritoryPicker } from '../../../components/ui/territory-picker';
import { useSession } from '../../../lib/use-session';
import { useTeamMembers } from '../api/team-members';
import { PROSPECTION_NAMES, requiredInStatus, type TextField } from '../prospection-form-values';
import type { ProspectionForm } from './use-prospection-form';
import { AmountInput } from '../../../components/ui/amount-input';
import { MaterialFilesSent } from './material-files-sent';

/**
 * What was sent: the core's kinds of material as checkboxes, and the title's own files
 * (MaterialFilesSent); read-only, only those sent, as badges and links.
 */
function MaterialField({ form, readOnly }: { form: ProspectionForm; readOnly?: boolean }) {
  const chosen = form.values.material;
  const error = form.errorOf('material') ?? form.errorOf('materialFiles');
  return (
    <GridItem colSpan={{ base: 1, md: 2 }}>
      <Fieldset.Root invalid={Boolean(error)}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          Material sent
        </Fieldset.Legend>
        {readOnly ? (
          chosen.length === 0 && form.values.materialFiles.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              None
            </Text>
          ) : (
            <Wrap gap="2">
              {materials()
                .filter((option) => chosen.includes(option.value))
                .map((option) => (
                  <Badge key={option.value} size="lg" variant="subtle" colorPalette="gray">
                    {option.label}
                  </Badge>
                ))}
            </Wrap>
          )
        ) : (
          <CheckboxGroup value={chosen} onValueChange={(value) => form.set('material', value)} onBlur={(e) => form.blur('material', e)} name="material">
            <Wrap gap="2">
              {materials().map((option) => (
                <Checkbox.Root key={option.value} value={option.value} borderWidth="1px" rounded="md" px="3" py="1.5" _checked={{ borderColor: 'brand.border', bg: 'brand.subtle' }}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{option.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
          </CheckboxGroup>
        )}
        <MaterialFilesSent form={form} readOnly={readOnly} />
        <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
      </Fieldset.Root>
    </GridItem>
  );
}

/**
 * The title inputs: the first, then those added to pitch several titles to the same company at once
 * (`pitchSeveral`, a new prospection), each with its own message, and under them `notice` (what
 * the team already did with those titles), beside the fields it is about.
 */
function TitleFields({ form, readOnly, pitchSeveral, notice }: { form: ProspectionForm; readOnly?: boolean; pitchSeveral?: boolean; notice?: ReactNode }) {
  const { values, errorOf } = form;
  const common = { complete: completeTitles, kind: 'titles', noun: 'title', placeholder: 'Search titles', readOnly };
  return (
    <Stack gap="3">
      <FormField label="Title" required error={errorOf('title')} readOnly={readOnly} helper="Pick an existing title, or type a new one and create it">
        <NameCombobox
          {...common}
          name="title"
          value={values.title}
          selectedId={values.titleId}
          onInputChange={(typed) => form.typeName(PROSPECTION_NAMES.title, typed)}
          onSelect={(picked: NameSuggestion) => form.pickName(PROSPECTION_NAMES.title, picked)}
          onBlur={(e) => form.blur('title', e)}
          newName={{ chosen: form.isNewName(PROSPECTION_NAMES.title), onCreate: () => form.confirmNewName(PROSPECTION_NAMES.title), similar: similarTitles }}
        />
      </FormField>
      {form.addedTitles.map((added, i) => (
        <FormField key={added.field} label={`Title ${i + 2}`} required error={errorOf(added.field)} readOnly={readOnly}>
          <HStack gap="2" align="start" w="full">
            <Box flex="1" minW="0">
              <NameCombobox
                {...common}
                name={added.field}
                value={added.title}
                selectedId={added.titleId}
                onInputChange={(typed) => form.typeTitle(added.field, typed)}
                onSelect={(picked: NameSuggestion) => form.pickTitle(added.field, picked)}
                onBlur={(e) => form.blur(added.field, e)}
                newName={{ chosen: form.isNewTitle(added), onCreate: () => form.createTitle(added.field), similar: similarTitles }}
              />
            </Box>
            <IconButton aria-label={`Remove title ${i + 2}`} variant="ghost" colorPalette="red" onClick={() => form.removeTitle(added.field)}>
              <LuTrash2 />
            </IconButton>
          </HStack>
        </FormField>
      ))}
      {notice}
      {pitchSeveral && !readOnly && (
        <Box>
          <Button variant="outline" size="sm" onClick={form.addTitle}>
            <LuPlus /> Add another title
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/**
 * The prospection fields: what is offered to whom (titles, company and contact, right, language,
 * territory, source, material), where it stands (status, dates, option expiry, decline reason), what
 * it may bring (expected advance) and notes. The option expiry and decline reason show in the status
 * that needs them, and whenever they hold a value, so that nothing sent is hidden. Read-only
 * (viewers), every control is read-only or plain text, without the hints that invite typing.
 */
export function ProspectionFields({
  form,
  readOnly,
  pitchSeveral,
  editing,
  titleNotice,
  prospectionId,
}: {
  form: ProspectionForm;
  readOnly?: boolean;
  pitchSeveral?: boolean;
  editing?: boolean;
  /** The prospection edited: not a reason against its own right (AvailabilityWarning). */
  prospectionId?: number;
  /** Shown under the titles (TitleFields). */
  titleNotice?: ReactNode;
}) {
  const { values, errorOf } = form;
  const text = (field: TextField) => ({ ...form.text(field), readOnly });
  // An example in an empty read-only field reads like a value: only shown while it can be typed.
  const hint = (text: string) => (readOnly ? undefined : text);

  const languages = useLanguages().data ?? [];
  const countries = useCountries().data ?? [];
  const members = useTeamMembers().data;
  const me = useSession().user_id;
  // A new prospection's empty choice is "Me": the signed-in user is not listed again under their name.
  const owners = (members ?? []).filter((member) => editing || String(member.id) !== me).map((member) => ({ value: String(member.id), label: member.name }));
  // A deactivated owner keeps their prospections: named, though no longer offered for others.
  if (members && values.ownerId !== null && !members.some((member) => member.id === values.ownerId)) {
    owners.push({ value: String(values.ownerId), label: `${values.owner || `User ${values.ownerId}`} (deactivated)` });
  }
  const contacts = useCompany(values.companyId).data?.contacts ?? [];
  const contactOptions = contacts.map((c) => ({ value: String(c.id), label: c.email ? `${c.name} – ${c.email}` : c.name }));
  // The stored contact, named, until the company's contacts are there to choose from.
  if (values.contactId !== null && !contacts.some((c) => c.id === values.contactId)) {
    contactOptions.push({ value: String(values.contactId), label: values.contact || `Contact ${values.contactId}` });
  }
  const contactHelper = values.companyId === null ? 'Pick an existing company to choose one of its contacts' : contacts.length === 0 ? 'No contacts recorded for this company' : undefined;
  const pickContact = (e: ChangeEvent<HTMLSelectElement>) => {
    const contact = contacts.find((c) => String(c.id) === e.target.value);
    form.setContact(contact ? { id: contact.id, name: contact.name } : null);
  };
    const optionShown = values.status === 'option' || values.optionExpiry !== '';
  const reasonShown = values.status === 'declined' || values.declineReason !== '';

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gapX="4" gapY="5">
      <TitleFields form={form} readOnly={readOnly} pitchSeveral={pitchSeveral} notice={titleNotice} />
      <FormField label="Company" required error={errorOf('company')} readOnly={readOnly} helper="Pick an existing company, or type a new one and create it">
        <NameCombobox
          name="company"
          value={values.company}
          selectedId={values.companyId}
          onInputChange={(typed) => form.typeName(PROSPECTION_NAMES.company, typed)}
          onSelect={(picked: NameSuggestion) => form.pickName(PROSPECTION_NAMES.company, picked)}
          onBlur={(e) => form.blur('company', e)}
          newName={{ chosen: form.isNewName(PROSPECTION_NAMES.company), onCreate: () => form.confirmNewName(PROSPECTION_NAMES.company), similar: similarCompanies }}
          complete={completeCompanies}
          kind="companies"
          noun="company"
          placeholder="Search companies"
          readOnly={readOnly}
        />
      </FormField>
      <FormField label="Contact" error={errorOf('contactId')} readOnly={readOnly} helper={contactHelper}>
        <SelectInput
          name="contactId"
          value={values.contactId === null ? '' : String(values.contactId)}
          options={contactOptions}
          emptyLabel="Not set"
          readOnly={readOnly}
          onChange={pickContact}
          onBlur={(e) => form.blur('contactId', e)}
        />
      </FormField>
      <FormField label="Right" error={errorOf('contractType')} readOnly={readOnly}>
        <ChoiceSelect {...text('contractType')} options={contractTypes()} />
      </FormField>
      <FormField label="Language" error={errorOf('language')} readOnly={readOnly}>
        <SelectInput {...text('language')} options={languages.map((l) => ({ value: l.id, label: l.name }))} emptyLabel="Not set" />
      </FormField>
      <FormField label="Territory" error={errorOf('territory')} readOnly={readOnly} colSpan={{ base: 1, md: 2 }}>
        <TerritoryPicker
          name="territory"
          value={values.territory}
          onChange={(territory) => form.set('territory', territory)}
          onBlur={(e) => form.blur('territory', e)}
          countries={countries}
          readOnly={readOnly}
        />
      </FormField>
      {!readOnly && isOpenStatus(values.status) && (
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <AvailabilityWarning
            titleId={values.titleId}
            asked={{ contractType: values.contractType || 'foreign_rights', language: values.language || undefined, countries: territoryCountries(values.territory) }}
            self={prospectionId}
          />
        </GridItem>
      )}
      <FormField label="Source" error={errorOf('source')} readOnly={readOnly}>
        <Input {...text('source')} placeholder={hint('e.g. Frankfurt 2026')} />
      </FormField>
      <MaterialField form={form} readOnly={readOnly} />
      <FormField label="Status" error={errorOf('status')} readOnly={readOnly}>
        <ChoiceSelect {...text('status')} options={form.statusOptions} />
      </FormField>
      <FormField label="Sent date" required={requiredInStatus(values, 'sentDate')} error={errorOf('sentDate')} readOnly={readOnly}>
        <DateInput name="sentDate" value={values.sentDate} readOnly={readOnly} onChange={(e) => form.setSentDate(e.target.value)} onBlur={(e) => form.blur('sentDate', e)} />
      </FormField>
      <FormField label="Chase date" error={errorOf('chaseDate')} readOnly={readOnly} helper={values.sentDate ? undefined : 'Set with the sent date: a month after it'}>
        <DateInput {...text('chaseDate')} min={values.sentDate || undefined} />
      </FormField>
      {editing && (
        <FormField label="Last chased" readOnly={readOnly} helper={values.lastChasedDate ? 'Recorded by “Chased today”' : 'Not chased yet: “Chased today” records it'}>
          <DateInput name="lastChasedDate" value={values.lastChasedDate} readOnly />
        </FormField>
      )}
      {optionShown && (
        <FormField label="Option expiry" required={requiredInStatus(values, 'optionExpiry')} error={errorOf('optionExpiry')} readOnly={readOnly}>
          <DateInput {...text('optionExpiry')} />
        </FormField>
      )}
      {reasonShown && (
        <FormField label="Decline reason" required={requiredInStatus(values, 'declineReason')} error={errorOf('declineReason')} readOnly={readOnly}>
          <SelectInput {...text('declineReason')} options={declineReasons()} emptyLabel="Not set" />
        </FormField>
      )}
      <FormField label="Owner" error={errorOf('ownerId')} readOnly={readOnly} helper={readOnly || editing || values.ownerId !== null ? undefined : 'You, unless you choose a colleague'}>
        <SelectInput
          name="ownerId"
          value={values.ownerId === null ? '' : String(values.ownerId)}
          options={owners}
          emptyLabel={editing ? 'Not set' : 'Me'}
          readOnly={readOnly}
          onChange={(e) => form.set('ownerId', e.target.value ? Number(e.target.value) : null)}
          onBlur={(e) => form.blur('ownerId', e)}
        />
      </FormField>
      <FormField label="Expected advance" error={errorOf('expectedAdvance')} readOnly={readOnly}>
        <AmountInput
          name="expectedAdvance"
          value={values.expectedAdvance}
          onChange={(typed, unreadable) => form.setAmount('expectedAdvance', typed, unreadable)}
          onBlur={(e) => form.blur('expectedAdvance', e)}
          placeholder={hint('0.00')}
        />
      </FormField>
      <FormField label="Currency" error={errorOf('currency')} readOnly={readOnly}>
        <SelectInput {...text('currency')} options={currencyOptions()} emptyLabel="Not set" />
      </FormField>
      <FormField label="Notes" error={errorOf('notes')} readOnly={readOnly} colSpan={{ base: 1, md: 2 }}>
        <Textarea {...text('notes')} rows={4} autoresize maxH="60" />
      </FormField>
    </SimpleGrid>
  );
}
