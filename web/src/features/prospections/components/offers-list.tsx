import { Badge, Flex, List, Text } from '@chakra-ui/react';
import { offerStatuses } from '../../../lib/core';
import { formatDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/format';
import type { Offer } from '../api/prospection-types';

/** Green for an accepted offer, red for a refused one, blue while it is being weighed. */
const offerPalette = (status: string) => (status === 'accepted' ? 'green' : status === 'declined' ? 'red' : 'blue');

/**
 * The offers received, newest first (the one on the table on top): date, advance, royalties, status
 * and notes, as cards that read the same on a phone and on a desk.
 */
export function OffersList({ offers }: { offers: Offer[] }) {
  if (offers.length === 0) {
    return (
      <Text borderWidth="1px" borderStyle="dashed" rounded="md" px="4" py="3" color="fg.muted">
        No offers yet. Offers logged with “Log an offer” are listed here.
      </Text>
    );
  }
  return (
    <List.Root variant="plain" gap="3" aria-label="Offers">
      {[...offers].reverse().map((offer) => {
        const status = offer.status ?? 'pending';
        return (
          <List.Item key={offer.id} display="block" borderWidth="1px" rounded="md" px="4" py="3" bg="bg.panel">
            <Flex gap="2" wrap="wrap" justify="space-between" align="center">
              <Text fontWeight="semibold">{formatMoney(offer.advance, offer.currency)}</Text>
              <Badge variant="subtle" colorPalette={offerPalette(status)}>
                {offerStatuses().find((option) => option.value === status)?.label ?? status}
              </Badge>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              Received {formatDate(offer.receivedDate)}
              {offer.royalties && ` · Royalties: ${offer.royalties}`}
            </Text>
            {offer.notes && (
              <Text fontSize="sm" mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {offer.notes}
              </Text>
            )}
          </List.Item>
        );
      })}
    </List.Root>
  );
}
