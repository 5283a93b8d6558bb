import { Card, HStack, Icon, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { LuFileClock, LuWallet } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { formatCount, formatMoney } from '../../../lib/format';
import type { Dashboard } from '../api/dashboard';

const plural = (n: number, one: string, other: string) => `${formatCount(n)} ${n === 1 ? one : other}`;

/**
 * The money to chase at a glance, each card opening the Money page: what is due this week (one
 * line per currency), and the payments and royalty statements overdue.
 */
export function MoneyDue({ dashboard }: { dashboard: Dashboard }) {
  const { moneyDueThisWeek, paymentsOverdue, statementsOverdue } = dashboard;
  const late = paymentsOverdue + statementsOverdue > 0;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mb="6" data-testid="money-due">
      <Card.Root asChild size="sm" variant="outline" _hover={{ borderColor: 'brand.border', shadow: 'sm' }}>
        <RouterLink to={paths.money}>
          <Card.Body>
            <Stat.Root gap="1">
              <HStack justify="space-between">
                <Stat.Label>Money due this week</Stat.Label>
                <Icon as={LuWallet} color="brand.fg" boxSize="4" />
              </HStack>
              {moneyDueThisWeek.length === 0 ? (
                <Stat.ValueText>0</Stat.ValueText>
              ) : (
                moneyDueThisWeek.map(({ currency, total, count: payments }) => (
                  <Stat.ValueText key={currency ?? ''} textStyle="lg" display="flex" flexWrap="wrap" columnGap="2" alignItems="baseline">
                    {formatMoney(total, currency)}{' '}
                    <Text as="span" textStyle="xs" fontWeight="normal" color="fg.muted">
                      {plural(payments, 'payment', 'payments')}
                    </Text>
                  </Stat.ValueText>
                ))
              )}
            </Stat.Root>
          </Card.Body>
        </RouterLink>
      </Card.Root>
      <Card.Root asChild size="sm" variant="outline" borderColor={late ? 'red.muted' : undefined} _hover={{ borderColor: 'brand.border', shadow: 'sm' }}>
        <RouterLink to={paths.money}>
          <Card.Body>
            <Stat.Root gap="1">
              <HStack justify="space-between">
                <Stat.Label>Overdue</Stat.Label>
                <Icon as={LuFileClock} color={late ? 'fg.error' : 'brand.fg'} boxSize="4" />
              </HStack>
              <Stat.ValueText textStyle="lg" color={paymentsOverdue > 0 ? 'fg.error' : undefined}>
                {plural(paymentsOverdue, 'payment', 'payments')}
              </Stat.ValueText>
              <Stat.ValueText textStyle="lg" color={statementsOverdue > 0 ? 'fg.error' : undefined}>
                {plural(statementsOverdue, 'statement', 'statements')}
              </Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </RouterLink>
      </Card.Root>
    </SimpleGrid>
  );
}
