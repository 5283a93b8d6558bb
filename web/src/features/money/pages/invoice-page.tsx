import { Box, Button, Heading, HStack, Link, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import type { Company } from '../../../generated/Company';
import type { License } from '../../../generated/License';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { formatDate, formatIban, formatMoney } from '../../../lib/format';
import { isAdmin } from '../../../lib/permissions';
import { todayIso } from '../../../lib/today';
import { useInvoiceDetails, type InvoiceDetails } from '../../team/api/invoice-details';
import { useTeamSettings } from '../../team/api/team-settings';
import { useLicensePayments } from '../api/license-money';
import { paymentKindLabel } from '../money-labels';

// The license and its licensee are read here by their calls, not through the licenses and
// contacts features (which the money feature does not import): the invoice needs only their words.
const useRecord = <T,>(path: string) => useQuery({ queryKey: ['invoice', path], queryFn: ({ signal }) => api.get<T>(path, signal) });

/** The sender: the team's legal name (its name until one is set), address and VAT number. */
function Issuer({ details, teamName }: { details: InvoiceDetails | undefined; teamName: string }) {
  return (
    <Stack gap="0" textAlign={{ sm: 'end' }} css={{ '@media print': { textAlign: 'end' } }} data-testid="invoice-issuer">
      <Text fontWeight="semibold">{details?.legalName ?? teamName}</Text>
      {details?.address && <Text whiteSpace="pre-line">{details.address}</Text>}
      {details?.vatNumber && <Text>VAT no. {details.vatNumber}</Text>}
    </Stack>
  );
}

/** How to pay: the IBAN and BIC, other bank details, then the footer line (payment terms). */
function PaymentDetails({ details }: { details: InvoiceDetails }) {
  const { iban, bic, bankDetails, footer } = details;
  const bank = iban || bic || bankDetails;
  if (!bank && !footer) return null;
  return (
    <Stack gap="3" fontSize="sm" data-testid="invoice-footer">
      {bank && (
        <Stack gap="0">
          <Text fontWeight="semibold">Bank details</Text>
          {iban && <Text>IBAN: {formatIban(iban)}</Text>}
          {bic && <Text>BIC: {bic}</Text>}
          {bankDetails && <Text whiteSpace="pre-line">{bankDetails}</Text>}
        </Stack>
      )}
      {footer && (
        <Text color="fg.muted" whiteSpace="pre-line">
          {footer}
        </Text>
      )}
    </Stack>
  );
}

const NOT_PRINTED = { '@media print': { display: 'none' } } as const;

/**
 * `/invoices/{licenseId}/{paymentId}`: a payment's invoice, on a page of its own without the app's
 * navigation, to print (or save as a PDF with the browser's print): the team as the sender (its
 * invoice details from the team settings), the licensee and its address, the license, the amount
 * and its due date, how to pay. The buttons, and an admin's hint to set the invoice details while
 * none is set, are not printed.
 */
export function InvoicePage() {
  const { licenseId, paymentId } = useParams();
  const license = useRecord<License>(`/licenses/${encodeURIComponent(licenseId ?? '')}`);
  const company = useRecord<Company>(`/companies/${encodeURIComponent(String(license.data?.companyId ?? ''))}`);
  const payments = useLicensePayments(Number(licenseId));
  const team = useTeamSettings().data;
  const details = useInvoiceDetails().data;
  const payment = payments.data?.find((p) => String(p.id) === paymentId);
  if (license.isPending || payments.isPending || (license.data && company.isPending)) return <PageLoading />;
  if (!license.data || !payment) {
    return (
      <Stack p="8" gap="4">
        <Heading>Invoice not found</Heading>
        <Text>The payment may have been deleted, or the link is wrong.</Text>
      </Stack>
    );
  }
  const number = payment.invoiceNumber ?? `${license.data.id}-${payment.id}`;
  const noDetails = details !== undefined && Object.values(details).every((value) => value === null);
  return (
    <Box maxW="3xl" mx="auto" p={{ base: '4', md: '10' }} bg="bg" color="fg" css={{ '@media print': { padding: 0, maxWidth: 'none', background: 'white', color: 'black' } }}>
      <HStack justify="space-between" mb={noDetails ? '4' : '8'} css={NOT_PRINTED}>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={paths.licensePayments(license.data.id ?? '')}>
            <LuArrowLeft /> Back to the payments
          </RouterLink>
        </Button>
        <Button colorPalette="brand" size="sm" onClick={() => window.print()}>
          <LuPrinter /> Print
        </Button>
      </HStack>
      {noDetails && isAdmin() && (
        <Text mb="8" fontSize="sm" color="fg.muted" borderWidth="1px" borderRadius="l2" px="3" py="2" css={NOT_PRINTED}>
          This invoice shows only your team's name as its sender. Add your legal name, address, VAT number and bank details in{' '}
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to={paths.team}>Team settings</RouterLink>
          </Link>
          .
        </Text>
      )}
      <Stack gap="8">
        <HStack justify="space-between" align="start" wrap="wrap" gap="4">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Invoice
            </Heading>
            <Text color="fg.muted">No. {number}</Text>
            <Text color="fg.muted">Date: {formatDate(payment.invoicedDate ?? todayIso())}</Text>
          </Stack>
          <Issuer details={details} teamName={team?.name ?? ''} />
        </HStack>
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            To
          </Text>
          <Text fontWeight="semibold">{license.data.company}</Text>
          {company.data?.address && <Text whiteSpace="pre-line">{company.data.address}</Text>}
          {company.data?.country && <Text>{company.data.country}</Text>}
        </Stack>
        <Separator />
        <Table.Root size="sm" aria-label="Invoice">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader>Due</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.Cell>
                {paymentKindLabel(payment.kind)}: “{license.data.title}”, license of {formatDate(license.data.contractDate)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{payment.dueDate ? formatDate(payment.dueDate) : 'On receipt'}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                {formatMoney(payment.amount, payment.currency)}
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        <Text fontSize="sm" color="fg.muted">
          {payment.dueDate ? `Payable by ${formatDate(payment.dueDate)}.` : 'Payable on receipt.'} Please quote invoice no. {number} with your payment.
        </Text>
        {details && <PaymentDetails details={details} />}
      </Stack>
    </Box>
  );
}
