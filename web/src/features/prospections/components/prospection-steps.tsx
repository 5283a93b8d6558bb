import { Badge, Button, Checkbox, CloseButton, Dialog, Flex, HStack, List, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHandCoins, LuSignature } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { RowLink } from '../../../components/ui/responsive-list';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { WriteError } from '../../../lib/api-client';
import { isConvertible, isOpenStatus, nextStatuses } from '../../../lib/core';
import { formatMoney, languageName } from '../../../lib/format';
import type { Prospection } from '../api/prospection-types';
import { useAllProspections } from '../api/get-prospections';
import { useConvertProspection } from '../api/save-prospection';
import { contractTypeLabel } from '../../../lib/labels';
import { formatOffer, statusLabel, statusPalette } from '../prospection-list';
import { ChasedTodayButton } from './chased-today-button';
import { useMoveProspection } from './move-dialog';
import { OfferDialog } from './offer-dialog';

/** The moves of an open prospection, as a rights person says them, in pipeline order. */
const FORWARD: { to: string; label: string }[] = [
  { to: 'sent', label: 'Mark sent' },
  { to: 'reading', label: 'Reading' },
  { to: 'interested', label: 'Interested' },
  { to: 'option', label: 'Grant option' },
];
/** The moves that close it. */
const CLOSING: { to: string; label: string }[] = [
  { to: 'declined', label: 'Decline' },
  { to: 'expired', label: 'Expired' },
  { to: 'withdrawn', label: 'Withdraw' },
];

/** Pitched the same right of the same title in a language in common (none is every language): the server's rule for `declineOthers`. */
const rivals = (prospection: Prospection, other: Prospection) =>
  other.id !== prospection.id &&
  isOpenStatus(other.status ?? '') &&
  (other.contractType || 'foreign_rights') === (prospection.contractType || 'foreign_rights') &&
  (!other.language || !prospection.language || other.language === prospection.language);

/**
 * What converting will make, said before it is done: it cannot be undone. The other open pitches
 * of that right and language are listed, to be declined as "Sold elsewhere" (checked by default).
 */
function ConvertDialog({ prospection, open, onOpenChange }: { prospection: Prospection; open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const convert = useConvertProspection();
  const [declineOthers, setDeclineOthers] = useState(true);
  const sameTitle = useAllProspections({ q: '', sort: 'company', filters: { titleId: String(prospection.titleId) } }, open && prospection.titleId != null);
  const others = (sameTitle.data ?? []).filter((other) => rivals(prospection, other));
  const latest = prospection.offers.at(-1);
  const terms = latest
    ? ` with the terms of the latest offer (${formatOffer(latest)})`
    : prospection.expectedAdvance != null
      ? ` with the expected advance (${formatMoney(prospection.expectedAdvance, prospection.currency)})`
      : '';
  const onConfirm = () =>
    convert.mutate(
      { id: prospection.id, declineOthers: declineOthers && others.length > 0 },
      {
        onSuccess: ({ license, declined }) => {
          onOpenChange(false);
          const alsoDeclined = declined.length === 0 ? '' : ` ${declined.length === 1 ? 'One other pitch' : `${declined.length} other pitches`} declined as sold elsewhere.`;
          toaster.create({ type: 'success', title: 'License created', description: `${license.title} – ${license.company}: complete it and attach the signed contract.${alsoDeclined}` });
          navigate(paths.licenseEdit(license.id));
        },
        onError: (error) => {
          onOpenChange(false);
          if (error instanceof WriteError && (error.status === 401 || error.status === 403)) return; // the guard takes over
          toaster.create({ type: 'error', title: 'The prospection was not converted', description: error instanceof WriteError ? error.serverMessage || error.message : error.message });
        },
      },
    );
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !convert.isPending && onOpenChange(e.open)} closeOnInteractOutside={!convert.isPending} placement="center" size={{ base: 'xs', sm: 'sm' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Convert to a license?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>
                  An unsigned {contractTypeLabel(prospection.contractType || 'foreign_rights')} license for “{prospection.title}” with {prospection.company} will be
                  created{terms}, and this prospection marked licensed. This cannot be undone.
                </Dialog.Description>
                {others.length > 0 && (
                  <Stack gap="2" as="section" aria-label="Other pitches of this right">
                    <Text fontSize="sm" fontWeight="medium">
                      {others.length === 1 ? 'Another company is' : `${others.length} other companies are`} pitched this right:
                    </Text>
                    <List.Root fontSize="sm" ps="5">
                      {others.map((other) => (
                        <List.Item key={other.id}>
                          {other.company} · {statusLabel(other.status)}
                          {other.language ? ` · ${languageName(other.language)}` : ''}
                        </List.Item>
                      ))}
                    </List.Root>
                    <Checkbox.Root checked={declineOthers} onCheckedChange={(e) => setDeclineOthers(e.checked === true)} colorPalette="brand">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>Decline them as “Sold elsewhere”</Checkbox.Label>
                    </Checkbox.Root>
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={convert.isPending} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button colorPalette="brand" loading={convert.isPending} onClick={onConfirm}>
                Convert
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={convert.isPending}>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Where the prospection stands (its status, its license once converted) and, for writers, only the
 * next steps core's move table allows from there: the moves, "Log an offer" (a further offer too,
 * or one during an option, which does not move it), "Chased today" once sent and while open,
 * "Convert to license" from interest on, and once closed, "Reopen as sent" or "as interested".
 */
export function ProspectionSteps({ prospection, readOnly }: { prospection: Prospection; readOnly?: boolean }) {
  const status = prospection.status ?? 'to_send';
  const targets = nextStatuses(status);
  const open = isOpenStatus(status);
  const { move, dialog } = useMoveProspection();
  const [moving, setMoving] = useState<string | null>(null);
  const [offering, setOffering] = useState(false);
  const [converting, setConverting] = useState(false);

  const go = async (to: string) => {
    setMoving(to);
    await move(prospection, to);
    setMoving(null);
  };
  const step = ({ to, label }: { to: string; label: string }) => (
    <Button key={to} size="sm" variant="outline" colorPalette={to === 'declined' ? 'red' : undefined} loading={moving === to} disabled={moving !== null} onClick={() => void go(to)}>
      {label}
    </Button>
  );

  return (
    <Stack gap="3" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
      <Flex gap="3" wrap="wrap" align="center">
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted">
            Status
          </Text>
          <Badge size="lg" variant="subtle" colorPalette={statusPalette(status)} data-testid="prospection-status">
            {statusLabel(status)}
          </Badge>
        </HStack>
        {prospection.licenseId != null && <RowLink to={paths.licenseEdit(prospection.licenseId)}>Open the license</RowLink>}
      </Flex>
      {!readOnly && (open || targets.length > 0) && (
        <Wrap gap="2" role="group" aria-label="Next steps">
          {FORWARD.filter(({ to }) => open && targets.includes(to)).map(step)}
          {open && (targets.includes('offer') || status === 'offer' || status === 'option') && (
            <Button size="sm" variant="outline" disabled={moving !== null} onClick={() => setOffering(true)}>
              <LuHandCoins /> Log an offer
            </Button>
          )}
          {isConvertible(status) && (
            <Button size="sm" colorPalette="brand" disabled={moving !== null} onClick={() => setConverting(true)}>
              <LuSignature /> Convert to license
            </Button>
          )}
          {open && status !== 'to_send' && <ChasedTodayButton prospection={prospection} size="sm" />}
          {CLOSING.filter(({ to }) => open && targets.includes(to)).map(step)}
          {!open && targets.map((to) => step({ to, label: `Reopen as ${statusLabel(to).toLowerCase()}` }))}
        </Wrap>
      )}
      {dialog}
      <OfferDialog prospection={prospection} open={offering} onOpenChange={setOffering} />
      <ConvertDialog prospection={prospection} open={converting} onOpenChange={setConverting} />
    </Stack>
  );
}
