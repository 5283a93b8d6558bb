import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { LuServerOff } from 'react-icons/lu';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import type { PagePrefetch } from '../../../lib/lazy-page';
import { isAdmin } from '../../../lib/permissions';
import { serversQueryOptions, useServers } from '../api/get-servers';
import { jobsQueryOptions } from '../api/jobs';
import { JobsPanel } from '../components/jobs-panel';
import { ServerCard } from '../components/server-card';
import { serverNow } from '../server-facts';

const TITLE = 'Your Servers';
const DESCRIPTION = "The Rightsdesk servers that serve your team's database, refreshed every 10 seconds, and the jobs they run for your team.";

/** The servers and the scheduled jobs, for an admin only (as the team page's prefetch says why). */
export const prefetchServersPage: PagePrefetch = (queryClient) =>
  isAdmin() ? Promise.all([queryClient.prefetchQuery(serversQueryOptions()), queryClient.prefetchQuery(jobsQueryOptions())]) : Promise.resolve();

/**
 * /servers: every instance recorded in the team's database, the one that answered first and
 * marked; one unseen for a minute shows as stopped; then the team's scheduled jobs and their runs.
 * A failed call says so: the list itself is read from the database, so a database out of reach
 * fails it too.
 */
export function ServersPage() {
  const { data: servers, isPending, isError, error, refetch, isRefetching } = useServers();

  if (isPending) {
    return (
      <>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <PageLoading />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <StatusPanel icon={<LuServerOff />} title="The servers could not be listed" description={`The server or its database did not answer (${error.message}).`}>
          <Button variant="outline" onClick={() => void refetch()} loading={isRefetching}>
            Try again
          </Button>
        </StatusPanel>
      </>
    );
  }

  const now = serverNow(servers);
  const running = servers.filter((s) => s.running).length;
  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <Text color="fg.muted" mb="4" role="status">
        {running === 1 ? '1 server running' : `${running} servers running`}
        {servers.length > running && `, ${servers.length - running} stopped in the last day`}
      </Text>
      <SimpleGrid as="ul" aria-label="Server instances" columns={{ base: 1, lg: 2 }} gap="4" listStyleType="none">
        {servers.map((server) => (
          <ServerCard key={server.id} server={server} now={now} />
        ))}
      </SimpleGrid>
      <JobsPanel servers={servers} />
    </>
  );
}
