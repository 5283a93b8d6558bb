import type { ReactNode } from 'react';
import { Checkbox, Flex, GridItem, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuTriangleAlert } from 'react-icons/lu';
import { DateInput } from '../../../components/ui/date-input';
import { NameCombobox, type NameSuggestion } from '../../../components/ui/name-combobox';
import { SelectInput } from '../../../components/ui/select-input';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import type { BlurEvent } from '../../../lib/field-messages';
import { contractTypes, licenseStatuses } from '../../../lib/core';
import { useCountries, useLanguages } from '../../reference/api/reference-lists';
import { TerritoryPicker } from '../../../components/ui/territory-picker';
import { completeCompanies, completeTitles, similarCompanies, similarTitles } from '../../../lib/complete-names';
import { LICENSE_NAMES, type NameField, type TextField } from '../license-form-values';
import { FormField } from '../../../components/ui/form-field';
import { currencyOptions } from '../../../lib/currency-options';
import type { LicenseForm } from './use-license-form';
import { AmountInput } from '../../../components/ui/amount-input';

// core's AccountingPeriod labels (core/src/enums.rs); not read from the wasm, which is at its size
// budget (scripts/test.sh). The server checks the value.
const ACCOUNTING_PERIODS = [
  { value: 'half_year', label: 'Half-yearly' },
  { value: 'year', label: 'Yearly' },
];

/**
 * The license fields in docs/product.md §2 order (title, company, agent, commission, contract date, signed,
 * with the rights fields beside them: exclusive, status, announce, reversion date), contract type, language, territory, end date, advance, currency, royalties, files fee, publication date, print run,
 * retail price, notes); the PDF field follows them. Shared by the new and edit forms. Read-only
 * (viewers), every control is read-only or plain text, without the hints that invite typing.
 */
export function LicenseFields({ form, readOnly, overlap, children }: { form: LicenseForm; readOnly?: boolean; overlap?: string; children?: ReactNode }) {
  const { values, errorOf } = form;
  const text = (field: TextField) => ({ ...form.text(field), readOnly });
  // An example in an empty read-only field reads like a value: only shown while it can be typed.
  const hint = (text: string) => (readOnly ? undefined : text);
  const languages = useLanguages().data ?? [];
  const countries = useCountries().data ?? [];
  // A translation or an audio edition is licensed in one language (core's rule).
  const languageRequired = values.contractType === 'foreign_rights' || values.contractType === 'audio';
  // `signed` and the status say the same: each follows the other.
  const setSigned = (signed: boolean) => {
    form.set('signed', signed);
    if (signed) form.set('status', 'signed');
    else if (values.status === 'signed') form.set('status', 'draft');
  };
  const setStatus = (status: string) => {
    form.set('status', status);
    form.set('signed', status === 'signed');
  };
    const name = (field: NameField) => ({
    name: field,
    value: values[field],
    selectedId: values[`${field}Id`],
    onInputChange: (typed: string) => form.typeName(LICENSE_NAMES[field], typed),
    onSelect: (picked: NameSuggestion) => form.pickName(LICENSE_NAMES[field], picked),
    onBlur: (e: BlurEvent) => form.blur(field, e),
    readOnly,
    newName: {
      chosen: form.isNewName(LICENSE_NAMES[field]),
      onCreate: () => form.confirmNewName(LICENSE_NAMES[field]),
      similar: field === 'title' ? similarTitles : similarCompanies,
    },
  });

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gapX="4" gapY="5">
      <FormField label="Title" required error={errorOf('title')} readOnly={readOnly} helper="Pick an existing title, or type a new one and create it">
        <NameCombobox {...name('title')} complete={completeTitles} kind="titles" noun="title" placeholder="Search titles" />
      </FormField>
      <FormField label="Company" required error={errorOf('company')} readOnly={readOnly} helper="Pick an existing company, or type a new one and create it">
        <NameCombobox {...name('company')} complete={completeCompanies} kind="companies" noun="company" placeholder="Search companies" />
      </FormField>
      <FormField label="Agent" error={errorOf('agent')} readOnly={readOnly}>
        <NameCombobox {...name('agent')} complete={completeCompanies} kind="companies" noun="agent" placeholder="Search companies" />
      </FormField>
      <FormField label="Commission" error={errorOf('commission')} readOnly={readOnly}>
        <Input {...text('commission')} placeholder={hint('e.g. 10%')} />
      </FormField>
      <FormField label="Contract date" required error={errorOf('contractDate')} readOnly={readOnly}>
        <DateInput {...text('contractDate')} />
      </FormField>
      <GridItem>
        <Flex h="full" align={{ base: 'start', md: 'end' }} pb={{ md: '2' }} gap="6">
          <Checkbox.Root
            name="signed"
            checked={values.signed}
            readOnly={readOnly}
            onCheckedChange={(e) => setSigned(e.checked === true)}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput onBlur={(e) => form.blur('signed', e)} />
            <Checkbox.Control />
            <Checkbox.Label>Signed</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root
            name="exclusive"
            checked={values.exclusive}
            readOnly={readOnly}
            onCheckedChange={(e) => form.set('exclusive', e.checked === true)}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput onBlur={(e) => form.blur('exclusive', e)} />
            <Checkbox.Control />
            <Checkbox.Label>Exclusive</Checkbox.Label>
          </Checkbox.Root>
        </Flex>
      </GridItem>
      <FormField label="Status" error={errorOf('status')} readOnly={readOnly}>
        <ChoiceSelect {...text('status')} onChange={(e) => setStatus(e.target.value)} options={licenseStatuses()} />
      </FormField>
      <GridItem>
        <Stack gap="1" h="full" justify={{ md: 'end' }} pb={{ md: '2' }}>
          <Checkbox.Root
            name="announce"
            checked={values.announce}
            readOnly={readOnly}
            onCheckedChange={(e) => form.set('announce', e.checked === true)}
            colorPalette="brand"
            aria-describedby="license-announce-help"
          >
            <Checkbox.HiddenInput onBlur={(e) => form.blur('announce', e)} />
            <Checkbox.Control />
            <Checkbox.Label>Announce</Checkbox.Label>
          </Checkbox.Root>
          <Text id="license-announce-help" fontSize="xs" color="fg.muted">
            {readOnly ? (values.announce ? 'Shown under Rights sold in rights guides' : 'Not shown in rights guides') : 'Show this deal under Rights sold in rights guides'}
          </Text>
        </Stack>
      </GridItem>
      {values.status === 'reverted' && (
        <FormField label="Reversion date" required error={errorOf('reversionDate')} readOnly={readOnly}>
          <DateInput {...text('reversionDate')} />
        </FormField>
      )}
      <FormField label="Contract type" error={errorOf('contractType')} readOnly={readOnly}>
        <SelectInput {...text('contractType')} options={contractTypes()} emptyLabel="Not set" />
      </FormField>
      <FormField label="Language" required={languageRequired} error={errorOf('language')} readOnly={readOnly}>
        <SelectInput {...text('language')} options={languages.map((l) => ({ value: l.id, label: l.name }))} emptyLabel="Not set" />
      </FormField>
      <FormField label="Territory" error={errorOf('territory')} readOnly={readOnly} colSpan={{ base: 1, md: 2 }}>
        <TerritoryPicker name="territory" value={values.territory} onChange={(territory) => form.set('territory', territory)} onBlur={(e) => form.blur('territory', e)} countries={countries} readOnly={readOnly} />
        {overlap && overlap !== errorOf('territory') && (
          <HStack role="status" gap="1.5" mt="1.5" fontSize="xs" color="fg.warning" align="start">
            <LuTriangleAlert aria-hidden style={{ flexShrink: 0, marginTop: '0.2em' }} />
            <Text>{overlap}</Text>
          </HStack>
        )}
      </FormField>
      <FormField label="End date" error={errorOf('endDate')} readOnly={readOnly}>
        <DateInput {...text('endDate')} min={values.contractDate || undefined} />
      </FormField>
      <FormField label="Advance / flat fee" error={errorOf('advance')} readOnly={readOnly}>
        <AmountInput name="advance" value={values.advance} onChange={(typed, unreadable) => form.setAmount('advance', typed, unreadable)} onBlur={(e) => form.blur('advance', e)} placeholder={hint('0.00')} />
      </FormField>
      <FormField label="Currency" error={errorOf('currency')} readOnly={readOnly}>
        <SelectInput {...text('currency')} options={currencyOptions()} emptyLabel="Not set" />
      </FormField>
      <FormField label="Royalties" error={errorOf('royalties')} readOnly={readOnly}>
        <Input {...text('royalties')} placeholder={hint('e.g. 7% to 10,000 copies, then 9%')} />
      </FormField>
      <FormField label="Files fee" error={errorOf('filesFee')} readOnly={readOnly}>
        <Input {...text('filesFee')} />
      </FormField>
      <FormField label="Publication date" error={errorOf('publicationDate')} readOnly={readOnly}>
        <DateInput {...text('publicationDate')} />
      </FormField>
      <FormField label="Accounting period" error={errorOf('accountingPeriod')} readOnly={readOnly} helper="The periods each royalty statement covers, from the publication date">
        <ChoiceSelect {...text('accountingPeriod')} options={ACCOUNTING_PERIODS} />
      </FormField>
      <FormField label="Statement days" error={errorOf('statementDays')} readOnly={readOnly} helper="Days after a period's end that its statement is due">
        <Input {...text('statementDays')} type="number" inputMode="numeric" min={0} max={365} step={1} />
      </FormField>
      <FormField label="Print run" error={errorOf('printRun')} readOnly={readOnly}>
        <Input {...text('printRun')} />
      </FormField>
      <FormField label="Retail price" error={errorOf('retailPrice')} readOnly={readOnly}>
        <Input {...text('retailPrice')} />
      </FormField>
      <FormField label="Notes" error={errorOf('notes')} readOnly={readOnly} colSpan={{ base: 1, md: 2 }}>
        <Textarea {...text('notes')} rows={4} autoresize maxH="60" />
      </FormField>
      {children}
    </SimpleGrid>
  );
}
