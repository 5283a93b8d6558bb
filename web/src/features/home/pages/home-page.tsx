import { Badge, Button, Grid, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuWifiOff } from 'react-icons/lu';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { canWrite } from '../../../lib/permissions';
import { useSession } from '../../../lib/use-session';
import { useCurrentUser } from '../../auth/api/current-user';
import type { PagePrefetch } from '../../../lib/lazy-page';
import { dashboardQueryOptions, recentActivityQueryOptions, useDashboard, useRecentActivity, type Dashboard } from '../api/dashboard';
import { DueList } from '../components/due-list';
import { GettingStarted } from '../components/getting-started';
import { KpiCards } from '../components/kpi-cards';
import { LicensesChart } from '../components/licenses-chart';
import { MoneyDue } from '../components/money-due';
import { PipelineChart } from '../components/pipeline-chart';
import { RecentActivity } from '../components/recent-activity';
import { rememberWelcomed, wasWelcomed } from '../welcomed';

/**
 * A team that has not started: no prospection, no license in the figures, nothing due and nothing in
 * the activity log (every record written through the app or an import leaves an entry there, so
 * this also rules out licenses older than the chart's 12 months).
 */
const isNewTeam = (dashboard: Dashboard, activityTotal: number) =>
  activityTotal === 0 &&
  dashboard.due.length === 0 &&
  dashboard.licensesSigned.thisYear + dashboard.licensesSigned.lastYear === 0 &&
  dashboard.pipeline.every(({ count }) => count === 0) &&
  dashboard.licensesPerMonth.every(({ count }) => count === 0);

/** The dashboard and the latest activity (the user comes with the shell). */
export const prefetchHomePage: PagePrefetch = (queryClient) =>
  Promise.all([queryClient.prefetchQuery(dashboardQueryOptions()), queryClient.prefetchQuery(recentActivityQueryOptions())]);

/**
 * /home: the day's work at a glance. The four figures, each opening the list it counts; the money
 * due this week and overdue (opening the Money page); what is due,
 * with a one-click chase; the pipeline and the licenses signed per month; the team's latest changes. A team
 * with no data yet sees its first steps instead. The user's first visit is greeted "Welcome", later ones "Welcome back".
 */
export function HomePage() {
  const session = useSession();
  const { data: me } = useCurrentUser();
  const dashboard = useDashboard();
  const activity = useRecentActivity();
  const writer = canWrite();
  const name = me?.name || session.username;
  const firstName = name.split(/\s+/)[0] ?? name;
  // Read once as the page opens: the greeting stays "Welcome" on this first visit once it is remembered.
  const [welcomedBefore] = useState(() => wasWelcomed(session.user_id));
  useEffect(() => rememberWelcomed(session.user_id), [session.user_id]);

  const body = () => {
    // The activity is awaited too: a new team would otherwise see empty figures before its first steps.
    if (dashboard.isPending || activity.isPending) return <PageLoading />;
    if (dashboard.isError) {
      return (
        <StatusPanel icon={<LuWifiOff />} title="The figures could not be loaded" description="The server could not be reached.">
          <Button variant="outline" onClick={() => void dashboard.refetch()} loading={dashboard.isRefetching}>
            Try again
          </Button>
        </StatusPanel>
      );
    }
    const figures = dashboard.data;
    if (activity.isSuccess && isNewTeam(figures, activity.data.total)) return <GettingStarted writer={writer} />;
    return (
      <>
        <KpiCards dashboard={figures} />
        <MoneyDue dashboard={figures} />
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
          <Stack gap="6">
            <DueList due={figures.due} today={figures.today} writer={writer} />
            <RecentActivity entries={activity.data?.rows ?? []} failed={activity.isError} />
          </Stack>
          <SimpleGrid columns={{ base: 1, lg: 2, xl: 1 }} gap="6" alignItems="start">
            <PipelineChart pipeline={figures.pipeline} />
            <LicensesChart months={figures.licensesPerMonth} />
          </SimpleGrid>
        </Grid>
      </>
    );
  };

  return (
    <>
      <PageHeader
        title="Home"
        description={
          <>
            {welcomedBefore ? 'Welcome back' : 'Welcome'}, <Text as="span" fontWeight="semibold" color="fg">{firstName}</Text>.
            {me && (
              <>
                {' '}
                <Badge colorPalette="brand" variant="subtle" size="md" data-testid="team-name">
                  {me.teamName}
                </Badge>
              </>
            )}
          </>
        }
      />
      {body()}
    </>
  );
}
