import { Stack } from '@chakra-ui/react';
import { PageHeader } from '../../../components/ui/page-header';
import { useTeamSettings } from '../../team/api/team-settings';
import { AuthorShares } from '../components/author-shares';
import { IncomeReport, useIncomeAsk } from '../components/income-report';
import { OutstandingTable } from '../components/outstanding-table';
import { PaymentsDue } from '../components/payments-due';
import { StatementsOverdue } from '../components/statements-overdue';

/**
 * /money, the money after signing: the payments to chase (due, overdue, part paid), the royalty
 * statements that have not come, what is outstanding by age, the income received, and the
 * authors' shares of it, each exportable to CSV; every line opens its license.
 */
export function MoneyPage() {
  const homeCurrency = useTeamSettings().data?.homeCurrency ?? 'EUR';
  // The income's period is the author shares' too: one period asked, both reports read it.
  const ask = useIncomeAsk();
  return (
    <>
      <PageHeader title="Money" description={`What licensees owe and have paid, in ${homeCurrency} where amounts are added up.`} />
      <Stack gap="10">
        <PaymentsDue />
        <StatementsOverdue />
        <OutstandingTable homeCurrency={homeCurrency} />
        <IncomeReport homeCurrency={homeCurrency} ask={ask} />
        <AuthorShares period={ask.period} homeCurrency={homeCurrency} />
      </Stack>
    </>
  );
}
