import { List, Text } from '@chakra-ui/react';
import { HubNote, HubSection, type HubOf } from '../../../components/ui/hub-section';
import { hubLink, RowLink } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { offerStatuses } from '../../../lib/core';
import { formatDate, formatMoney } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import type { Prospection } from '../api/prospection-types';
import { statusLabel } from '../prospection-list';

/** The other side of a prospection, seen from a hub (a title's page names the company, a company's page the title), linked to its own hub. */
const counterpart = (p: Prospection, of: HubOf) => (of === 'title' ? hubLink(p.company, p.companyId, paths.company) : hubLink(p.title, p.titleId, paths.titleEdit));

/**
 * A hub's "Offers" section: every offer its prospections received, newest first, each naming the
 * other side (linked to its hub) and its terms (linked to the prospection that holds the offer),
 * when it came, where the prospection stands and the offer's own status.
 */
export function HubOffers({ prospections, of }: { prospections?: readonly Prospection[]; of: HubOf }) {
  const offers = (prospections ?? [])
    .flatMap((prospection) => prospection.offers.map((offer) => ({ offer, prospection })))
    .sort((a, b) => (b.offer.receivedDate ?? '').localeCompare(a.offer.receivedDate ?? ''));
  return (
    <HubSection title="Offers" count={prospections ? offers.length : undefined}>
      {offers.length === 0 ? (
        <HubNote>{prospections ? 'No offer received yet.' : 'Loading...'}</HubNote>
      ) : (
        <List.Root ps="5" gap="1" aria-label={`Offers for this ${of}`}>
          {offers.map(({ offer, prospection }) => (
            <List.Item key={`${prospection.id}-${offer.id}`}>
              {counterpart(prospection, of)}:{' '}
              <RowLink to={paths.prospectionEdit(prospection.id)}>
                {formatMoney(offer.advance, offer.currency)}
                {offer.royalties ? `, ${offer.royalties}` : ''}
              </RowLink>
              <Text as="span" color="fg.muted">
                {' '}
                · {formatDate(offer.receivedDate)} · {statusLabel(prospection.status)}
                {offer.status ? ` · ${labelOf(offerStatuses(), offer.status)}` : ''}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </HubSection>
  );
}
