import { Button, Card, Flex, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason } from '../../../lib/api-client';
import { validateInvoiceDetails } from '../../../lib/core';
import { formatIban } from '../../../lib/format';
import { useForm } from '../../../lib/use-form';
import { useInvoiceDetails, useSaveInvoiceDetails, type InvoiceDetails } from '../api/invoice-details';

type Values = { [K in keyof InvoiceDetails]-?: string };
const FIELDS = ['legalName', 'address', 'vatNumber', 'iban', 'bic', 'bankDetails', 'footer'] as const;

const valuesOf = (details: InvoiceDetails): Values => ({
  legalName: details.legalName ?? '',
  address: details.address ?? '',
  vatNumber: details.vatNumber ?? '',
  // in groups of four, as an invoice prints it (core stores it without spaces)
  iban: details.iban ? formatIban(details.iban) : '',
  bic: details.bic ?? '',
  bankDetails: details.bankDetails ?? '',
  footer: details.footer ?? '',
});

/**
 * Core's checks (lengths, an IBAN's shape and check digits, a BIC's shape) of the details as they
 * would be sent: the values are the details, every field, an empty one cleared (core trims them
 * and makes a blank one absent).
 */
const validate = (values: Values) => validateInvoiceDetails(values);

/**
 * The team's invoice details, which an admin sets and every invoice prints as its issuer: the legal
 * name (in the team's name's place), the postal address, the VAT number, the bank details (IBAN and
 * BIC, or free text for other banking) and a footer line such as the payment terms.
 */
export function InvoiceDetailsCard() {
  const details = useInvoiceDetails();
  if (!details.data) return null;
  return <DetailsForm stored={details.data} />;
}

function DetailsForm({ stored }: { stored: InvoiceDetails }) {
  const save = useSaveInvoiceDetails();
  const form = useForm<Values>({ initial: () => valuesOf(stored), validate, fields: FIELDS, serverErrorsBlock: false });
  const { setFormElement, errorOf, text } = form;
  const trimmed = (values: Values) => JSON.stringify(Object.values(values).map((value) => value.trim()));
  const unchanged = trimmed(form.values) === trimmed(valuesOf(stored));

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      async (sent) => {
        const saved = await save.mutateAsync(sent);
        form.setValues(valuesOf(saved));
        toaster.create({ type: 'success', title: 'Invoice details saved', description: 'Invoices print them from now on.' });
      },
      (error, { onFields }) => {
        if (Object.keys(onFields).length > 0) return;
        if (!endedSession(error)) toaster.create({ type: 'error', title: 'The invoice details were not saved', description: failureReason(error) });
      },
    );

  return (
    <Card.Root size="sm" mb="6">
      <Card.Body>
        <form ref={setFormElement} onSubmit={(e) => void submit(e)} noValidate aria-label="Invoice details">
          <Stack gap="4">
            <Stack gap="1">
              <Heading as="h2" size="md">
                Invoice details
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                What your invoices print as their sender. Without a legal name, they show the team's name.
              </Text>
            </Stack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <FormField label="Legal name" error={errorOf('legalName')} helper="The registered name, e.g. Éditions du Levant SARL.">
                <Input {...text('legalName')} autoComplete="organization" />
              </FormField>
              <FormField label="VAT or tax number" error={errorOf('vatNumber')}>
                <Input {...text('vatNumber')} />
              </FormField>
              <FormField label="Postal address" error={errorOf('address')}>
                <Textarea {...text('address')} rows={3} autoresize maxH="40" autoComplete="street-address" />
              </FormField>
              <FormField label="Other bank details" error={errorOf('bankDetails')} helper="For banking without an IBAN: account and routing numbers, the bank's address.">
                <Textarea {...text('bankDetails')} rows={3} autoresize maxH="40" />
              </FormField>
              <FormField label="IBAN" error={errorOf('iban')}>
                <Input {...text('iban')} autoComplete="off" spellCheck={false} placeholder="e.g. FR76 3000 6000 0112 3456 7890 189" />
              </FormField>
              <FormField label="BIC (SWIFT)" error={errorOf('bic')}>
                <Input {...text('bic')} autoComplete="off" spellCheck={false} placeholder="e.g. AGRIFRPP" />
              </FormField>
              <FormField label="Footer" error={errorOf('footer')} helper="Printed at the foot of each invoice: payment terms, a registration number." colSpan={{ md: 2 }}>
                <Input {...text('footer')} placeholder="e.g. Payment within 30 days by bank transfer." />
              </FormField>
            </SimpleGrid>
            <Flex justify="end">
              <Button type="submit" variant="outline" loading={form.submitting} disabled={unchanged}>
                Save
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
