import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuUserPlus, LuWifiOff } from 'react-icons/lu';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import type { SortState } from '../../../components/ui/sort-header';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useSession } from '../../../lib/use-session';
import type { PagePrefetch } from '../../../lib/lazy-page';
import { isAdmin } from '../../../lib/permissions';
import { usersQueryOptions, useUsers, type TeamUser } from '../api/get-users';
import { exchangeRatesQueryOptions } from '../api/exchange-rates';
import { invoiceDetailsQueryOptions } from '../api/invoice-details';
import { mailQueryOptions } from '../api/mail';
import { AddUserDialog } from '../components/add-user-dialog';
import { OneTimePasswordDialog } from '../components/one-time-password-dialog';
import { TeamExport } from '../components/team-export';
import { TeamSettingsCard } from '../components/team-settings-card';
import { ExchangeRatesCard } from '../components/exchange-rates-card';
import { InvoiceDetailsCard } from '../components/invoice-details-card';
import { MailCard } from '../components/mail-card';
import { teamSettingsQueryOptions, useTeamSettings } from '../api/team-settings';
import { UsersList } from '../components/users-list';
import { sortUsers, type UserSortKey } from '../team-list';

const TITLE = 'Team';
const DESCRIPTION = "Your team's name, time zone, home currency, invoice details and exchange rates, its e-mail, who signs in to it, what each may do, and all of its data in one file.";

/**
 * The users and each card's record, for an admin only: anyone else is shown that the page is not
 * theirs (app/route-guards.tsx), and these calls would answer 403, which signs the browser out.
 */
export const prefetchTeamPage: PagePrefetch = (queryClient) =>
  isAdmin()
    ? Promise.all([
        queryClient.prefetchQuery(usersQueryOptions()),
        queryClient.prefetchQuery(teamSettingsQueryOptions()),
        queryClient.prefetchQuery(exchangeRatesQueryOptions()),
        queryClient.prefetchQuery(invoiceDetailsQueryOptions()),
        queryClient.prefetchQuery(mailQueryOptions()),
      ])
    : Promise.resolve();

/**
 * /team, for the team's admins (the route guard keeps everyone else out): the users, adding one
 * (whose one-time password is then shown once), changing a role, deactivating and reactivating;
 * the team's time zone, home currency, invoice details, exchange rates and whether options expire; the server's
 * e-mail and the team's messages; and the export of all of its data.
 */
export function TeamPage() {
  const { data: users, isPending, isError, refetch, isRefetching } = useUsers();
  const session = useSession();
  const [sort, setSort] = useState<SortState<UserSortKey>>({ key: 'name', direction: 'asc' });
  const sorted = useMemo(() => sortUsers(users ?? [], sort), [users, sort]);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<TeamUser | null>(null);
  const homeCurrency = useTeamSettings().data?.homeCurrency;

  const addButton = (
    <Button colorPalette="brand" onClick={() => setAdding(true)}>
      <LuUserPlus /> Add user
    </Button>
  );

  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} actions={addButton} />
      <TeamSettingsCard />
      <InvoiceDetailsCard />
      {homeCurrency && <ExchangeRatesCard homeCurrency={homeCurrency} />}
      <MailCard />
      <TeamExport />
      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <StatusPanel icon={<LuWifiOff />} title="The team could not be loaded" description="The server could not be reached.">
          <Button variant="outline" onClick={() => void refetch()} loading={isRefetching}>
            Try again
          </Button>
        </StatusPanel>
      ) : (
        <UsersList users={sorted} selfId={session.user_id} sort={sort} onSort={setSort} />
      )}
      <AddUserDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(user) => {
          setAdding(false);
          setAdded(user);
        }}
      />
      <OneTimePasswordDialog user={added} onClose={() => setAdded(null)} />
    </>
  );
}
