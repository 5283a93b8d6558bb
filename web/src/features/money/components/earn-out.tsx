import { Badge, SimpleGrid, Stat } from '@chakra-ui/react';
import { formatMoney } from '../../../lib/format';
import type { Royalties } from '../api/money-types';

/**
 * The advance against what the statements earned: earned to date, what is still unearned, and
 * what is payable beyond the advance (less the royalties already paid), in the license's currency.
 */
export function EarnOut({ royalties }: { royalties: Royalties }) {
  const money = (amount: number) => formatMoney(amount, royalties.currency);
  const figures = [
    ['Advance', money(royalties.advance)],
    ['Earned to date', money(royalties.earnedToDate)],
    ['Unearned', money(royalties.unearned)],
    ['Payable', money(royalties.payable)],
  ] as const;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-label="Earn-out" role="group">
      {figures.map(([label, value]) => (
        <Stat.Root key={label} borderWidth="1px" rounded="md" p="3" size="sm">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontVariantNumeric="tabular-nums" textStyle="lg">
            {value}
          </Stat.ValueText>
          {label === 'Unearned' && royalties.earnedOut && (
            <Badge colorPalette="green" variant="subtle" alignSelf="start">
              Earned out
            </Badge>
          )}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
