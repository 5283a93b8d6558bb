import { Card, HStack, Icon, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuFileCheck, LuHandCoins, LuHourglass, LuTelescope } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { formatCount, formatMoney } from '../../../lib/format';
import type { Dashboard } from '../api/dashboard';
import { dashboardLinks } from '../dashboard-links';


/** A figure as a card that opens the list it counts. */
function KpiCard({ label, icon, to, children }: { label: string; icon: IconType; to: string; children: ReactNode }) {
  return (
    <Card.Root asChild size="sm" variant="outline" _hover={{ borderColor: 'brand.border', shadow: 'sm' }} transition="all 0.15s">
      <RouterLink to={to}>
        <Card.Body>
          <Stat.Root gap="1">
            <HStack justify="space-between" align="start" gap="2">
              <Stat.Label>{label}</Stat.Label>
              <Icon as={icon} color="brand.fg" boxSize="4" flexShrink="0" />
            </HStack>
            {children}
          </Stat.Root>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}

/** The day's four figures: open prospections, pending offers, options ending, licenses signed. */
export function KpiCards({ dashboard }: { dashboard: Dashboard }) {
  const year = dashboard.today.slice(0, 4);
  const { thisYear, lastYear } = dashboard.licensesSigned;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" mb="6">
      <KpiCard label="Open prospections" icon={LuTelescope} to={dashboardLinks.openProspections()}>
        <Stat.ValueText>{formatCount(dashboard.openProspections)}</Stat.ValueText>
      </KpiCard>
      <KpiCard label="Offers pending" icon={LuHandCoins} to={dashboardLinks.offersPending}>
        {dashboard.offersPending.length === 0 ? (
          <Stat.ValueText>0</Stat.ValueText>
        ) : (
          // One line per currency: amounts in different currencies cannot be added up.
          dashboard.offersPending.map(({ currency, total, count: offers }) => (
            <Stat.ValueText key={currency ?? ''} textStyle="lg" display="flex" flexWrap="wrap" columnGap="2" alignItems="baseline" data-testid="offers-pending-line">
              {formatMoney(total, currency)}{' '}
              <Text as="span" textStyle="xs" fontWeight="normal" color="fg.muted">
                {currency ? '' : 'no currency · '}
                {offers === 1 ? '1 offer' : `${formatCount(offers)} offers`}
              </Text>
            </Stat.ValueText>
          ))
        )}
      </KpiCard>
      <KpiCard label="Options ending within 30 days" icon={LuHourglass} to={dashboardLinks.optionsEnding}>
        <Stat.ValueText>{formatCount(dashboard.optionsEnding)}</Stat.ValueText>
      </KpiCard>
      <KpiCard label="Licenses signed this year" icon={LuFileCheck} to={dashboardLinks.licensesSigned(year)}>
        <Stat.ValueText>{formatCount(thisYear)}</Stat.ValueText>
        <Stat.HelpText>
          {formatCount(lastYear)} in {Number(year) - 1}
        </Stat.HelpText>
      </KpiCard>
    </SimpleGrid>
  );
}
