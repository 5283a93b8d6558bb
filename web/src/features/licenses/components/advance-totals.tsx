import { HStack, Text } from '@chakra-ui/react';
import type { License } from '../api/license-types';
import { formatMoney } from '../../../lib/format';
import { advanceTotals } from '../license-list';

/**
 * The sum of the advances per currency of the licenses shown; "on this page" when they are not all
 * the matching ones (the server sums nothing).
 */
export function AdvanceTotals({ shown, partial }: { shown: License[]; partial: boolean }) {
  const totals = advanceTotals(shown);
  if (totals.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" mb="3" fontSize="sm" data-testid="advance-totals">
      <Text color="fg.muted">{partial ? 'Advances on this page:' : 'Advances:'}</Text>
      {totals.map(({ currency, total }) => (
        <Text key={currency || 'none'} fontWeight="semibold" fontVariantNumeric="tabular-nums" bg="bg.muted" px="2" py="0.5" rounded="md">
          {formatMoney(total, currency || null)}
          {!currency && ' (no currency)'}
        </Text>
      ))}
    </HStack>
  );
}
