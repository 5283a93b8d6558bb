import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileText, LuHandCoins, LuPencil, LuPlus, LuSplit, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { HubNote, HubSection } from '../../../components/ui/hub-section';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { toaster } from '../../../components/ui/toaster';
import { failureReason } from '../../../lib/api-client';
import { decimalsOf } from '../../../lib/currency-options';
import { formatDate, formatMoney } from '../../../lib/format';
import { useTeamSettings } from '../../team/api/team-settings';
import { useAddPayments, useDeletePayment, useLicensePayments } from '../api/license-money';
import type { Payment } from '../api/money-types';
import { paymentKindLabel, paymentTriggerLabel } from '../money-labels';
import { splitAdvance } from '../split-advance';
import { PaymentDialog } from './payment-dialog';
import { PaymentStatusBadge } from './payment-status-badge';
import { ReceiveDialog } from './receive-dialog';

/** The license's terms the payments follow. */
export interface LicenseTerms {
  id: number;
  advance: number | null;
  currency: string | null;
}

/** The payments come in the server's order, by due date: nothing to sort. */
const NO_SORT = { key: 'dueDate', direction: 'asc' } as const;

const muted = (text: string) => (
  <Text as="span" color="fg.muted">
    {text}
  </Text>
);

/** The due date, or when it will have one: a payment on signature or publication waits for that date. */
const dueCell = (payment: Payment) => (payment.dueDate ? formatDate(payment.dueDate) : muted(payment.trigger === 'publication' ? 'When published' : payment.trigger === 'signature' ? 'When signed' : 'Not dated'));

function receivedCell(payment: Payment, home: string) {
  if (payment.receivedAmount == null) return muted('—');
  const deductions = (payment.withholdingTax ?? 0) + (payment.bankCharges ?? 0) + (payment.commission ?? 0);
  return (
    <Stack gap="0">
      <Text>
        {formatMoney(payment.receivedAmount, payment.currency)} on {formatDate(payment.receivedDate)}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {deductions > 0 && `less ${formatMoney(deductions, payment.currency)} · `}
        {payment.homeAmount == null ? `no rate to ${home}` : `net ${formatMoney(payment.homeAmount, home)}`}
      </Text>
    </Stack>
  );
}

/**
 * The license's Payments: what the licensee owes and when (an advance in parts, royalties, fees),
 * what came and what was taken from it, each payment's status as the server derives it. Writers
 * add, edit, mark received and delete; "half on signature, half on publication" fills the
 * advance's two parts in one click.
 */
export function PaymentsSection({ license, writer }: { license: LicenseTerms; writer: boolean }) {
  const payments = useLicensePayments(license.id);
  const home = useTeamSettings().data?.homeCurrency ?? 'EUR';
  const split = useAddPayments(license.id);
  const remove = useDeletePayment(license.id);
  const [editing, setEditing] = useState<Payment | 'new' | null>(null);
  const [receiving, setReceiving] = useState<Payment | null>(null);
  const [removing, setRemoving] = useState<Payment | null>(null);
  const rows = payments.data;
  // Offered while the advance has no payment yet: a second click would schedule it twice.
  const canSplit = license.advance != null && license.advance > 0 && license.currency != null && rows !== undefined && !rows.some((p) => p.kind === 'advance');

  const splitTheAdvance = () => {
    if (!canSplit) return;
    split.mutate(splitAdvance(license.advance!, license.currency!, decimalsOf(license.currency)), {
      onSuccess: ([first, second]) =>
        toaster.create({ type: 'success', title: 'Advance scheduled', description: `${formatMoney(first!.amount, first!.currency)} on signature, ${formatMoney(second!.amount, second!.currency)} on publication` }),
      onError: (error) => toaster.create({ type: 'error', title: 'The advance could not be scheduled', description: failureReason(error) }),
    });
  };

  const columns: ListColumn<Payment, never>[] = [
    { key: 'kind', label: 'Kind', card: 'title', cell: (p) => <Text fontWeight="medium">{paymentKindLabel(p.kind)}</Text> },
    { key: 'trigger', label: 'Due', card: 'detail', cell: (p) => paymentTriggerLabel(p.trigger) },
    { key: 'dueDate', label: 'Due date', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: dueCell },
    { key: 'amount', label: 'Amount', card: 'detail', numeric: true, cellStyles: { whiteSpace: 'nowrap' }, cell: (p) => formatMoney(p.amount, p.currency) },
    { key: 'received', label: 'Received', card: 'detail', cell: (p) => receivedCell(p, home) },
    { key: 'status', label: 'Status', card: 'detail', cell: (p) => <PaymentStatusBadge status={p.status} /> },
  ];

  const action = writer && (
    <HStack gap="2" wrap="wrap">
      {canSplit && (
        <Button size="sm" variant="outline" onClick={splitTheAdvance} loading={split.isPending}>
          <LuSplit /> Advance: half on signature, half on publication
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
        <LuPlus /> Add a payment
      </Button>
    </HStack>
  );

  return (
    <HubSection title="Payments" count={rows?.length} action={action}>
      {payments.isError && <HubNote>The payments could not be loaded.</HubNote>}
      {!payments.isError && !rows && <HubNote>Loading...</HubNote>}
      {rows?.length === 0 && <HubNote>No payment scheduled yet.{canSplit && writer && ` Split the advance of ${formatMoney(license.advance, license.currency)} in two, or add a payment.`}</HubNote>}
      {rows && rows.length > 0 && (
        <ResponsiveList
          label="Payments"
          rows={rows}
          rowKey={(p) => String(p.id)}
          columns={columns}
          sort={NO_SORT}
          onSort={() => undefined}
          rowAttributes={(p) => ({ 'data-testid': `payment-${p.id}` })}
          actions={(p) => {
            const name = `${paymentKindLabel(p.kind)} of ${formatMoney(p.amount, p.currency)}`;
            // Every member may print a payment's invoice; only writers change the payment.
            return (
              <HStack gap="0">
                {writer && p.status !== 'paid' && (
                  <IconButton size="xs" variant="ghost" colorPalette="green" aria-label={`Mark received: ${name}`} title="Mark received" onClick={() => setReceiving(p)}>
                    <LuHandCoins />
                  </IconButton>
                )}
                <IconButton asChild size="xs" variant="ghost" aria-label={`Invoice: ${name}`} title="Invoice">
                  <RouterLink to={paths.invoice(license.id, p.id)}>
                    <LuFileText />
                  </RouterLink>
                </IconButton>
                {writer && (
                  <>
                    <IconButton size="xs" variant="ghost" aria-label={`Edit ${name}`} onClick={() => setEditing(p)}>
                      <LuPencil />
                    </IconButton>
                    <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${name}`} onClick={() => setRemoving(p)}>
                      <LuTrash2 />
                    </IconButton>
                  </>
                )}
              </HStack>
            );
          }}
        />
      )}
      {editing !== null && (
        <PaymentDialog licenseId={license.id} licenseCurrency={license.currency} payment={editing === 'new' ? undefined : editing} open onOpenChange={(open) => !open && setEditing(null)} />
      )}
      <ReceiveDialog licenseId={license.id} payment={receiving} homeCurrency={home} onClose={() => setReceiving(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete this payment?"
        body={removing && `${paymentKindLabel(removing.kind)} of ${formatMoney(removing.amount, removing.currency)}${removing.receivedAmount != null ? ', and what was received of it,' : ''} will be deleted.`}
        loading={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toaster.create({ type: 'success', title: 'Payment deleted' });
            },
            onError: (error) => toaster.create({ type: 'error', title: 'The payment could not be deleted', description: failureReason(error) }),
          })
        }
      />
    </HubSection>
  );
}
