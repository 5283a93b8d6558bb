import { HStack, Text, Wrap } from '@chakra-ui/react';
import type { License } from '../api/license-types';
import { advanceTotals, formatMoney } from '../license-list';

/** "3 of 10 licenses" and the sum of the advances per currency of the licenses shown. */
export function AdvanceTotals({ shown, total }: { shown: License[]; total: number }) {
  const totals = advanceTotals(shown);
  return (
    <Wrap gap="3" align="center" justify="space-between" mb="3" fontSize="sm" aria-live="polite">
      <Text color="fg.muted">
        {shown.length === total ? `${total} ${total === 1 ? 'license' : 'licenses'}` : `${shown.length} of ${total} licenses`}
      </Text>
      {totals.length > 0 && (
        <HStack gap="2" wrap="wrap" data-testid="advance-totals">
          <Text color="fg.muted">Advances:</Text>
          {totals.map(({ currency, total: sum }) => (
            <Text key={currency || 'none'} fontWeight="semibold" fontVariantNumeric="tabular-nums" bg="bg.muted" px="2" py="0.5" rounded="md">
              {formatMoney(sum, currency || null)}
              {!currency && ' (no currency)'}
            </Text>
          ))}
        </HStack>
      )}
    </Wrap>
  );
}
