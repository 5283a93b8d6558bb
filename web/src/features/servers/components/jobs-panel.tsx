import { Badge, Button, Card, DataList, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { LuPlay } from 'react-icons/lu';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { toaster } from '../../../components/ui/toaster';
import type { Job } from '../../../generated/Job';
import { endedSession, failureReason } from '../../../lib/api-client';
import { exactTime, historyTime } from '../../../lib/format';
import { useJobs, useRunJob, type JobRun, type JobSummary } from '../api/jobs';
import type { ServerInstance } from '../api/get-servers';
import { formatDuration, instanceName } from '../server-facts';

/** What each job does, under its name (docs/http.md, "Reminders: scheduled jobs and e-mail"). */
const DOES: Record<Job, string> = {
  options_expire: 'An open prospection in Option whose expiry has passed becomes Expired (unless the team settings say options do not expire).',
  licenses_end: 'A signed license past its reversion date becomes Reverted; past its end date, Expired, which frees the right.',
  digest: "Each member's e-mail digest of what is due, at the hour they chose; by hand, yours alone.",
};

const NO_SORT = { key: 'startedAt', direction: 'desc' } as const;

/** When a run started, as a record's history says it, the exact time on hover. */
const Started = ({ run }: { run: JobRun }) => (
  <time dateTime={run.startedAt} title={exactTime(run.startedAt)}>
    {historyTime(run.startedAt)}
  </time>
);

/** Who started a run: an admin's "Run now", or the schedule. */
const HowBadge = ({ run }: { run: JobRun }) =>
  run.manual ? (
    <Badge colorPalette="brand" variant="subtle">
      By hand
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="outline">
      Scheduled
    </Badge>
  );

function JobCard({ summary, running, onRun }: { summary: JobSummary; running: boolean; onRun: () => void }) {
  const headingId = useId();
  const last = summary.lastRun;
  const facts: [string, ReactNode][] = last
    ? [
        ['Last run', <Started run={last} />],
        ['Result', last.summary],
        ['Took', formatDuration(last.durationMs)],
        ['Started by', <HowBadge run={last} />],
      ]
    : [];
  return (
    <Card.Root as="li" aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Header>
        <HStack justify="space-between" gap="2" align="center">
          <Heading as="h3" size="md" id={headingId}>
            {summary.label}
          </Heading>
          <Button size="sm" variant="outline" onClick={onRun} loading={running} loadingText="Running" aria-label={`Run now: ${summary.label}`}>
            <LuPlay /> Run now
          </Button>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {DOES[summary.job]}
        </Text>
      </Card.Header>
      <Card.Body>
        {last ? (
          <DataList.Root orientation="horizontal" gap="1.5">
            {facts.map(([label, value]) => (
              <DataList.Item key={label} alignItems="baseline">
                <DataList.ItemLabel minW="6rem">{label}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            Not run yet for your team.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The team's scheduled jobs, for its admins on Your Servers: each with its latest run (when, what it
 * did, how long, by hand or by the schedule) and "Run now", whose summary a toast says; then the
 * recent runs, each named by the server instance that ran it.
 */
export function JobsPanel({ servers }: { servers: readonly ServerInstance[] }) {
  const headingId = useId();
  const jobs = useJobs();
  const run = useRunJob();

  const runNow = ({ job, label }: JobSummary) =>
    run.mutate(job, {
      onSuccess: (done) => toaster.create({ type: 'success', title: `${label}: done`, description: done.summary }),
      onError: (error) => {
        if (!endedSession(error)) toaster.create({ type: 'error', title: `${label} did not run`, description: failureReason(error) });
      },
    });

  const columns: ListColumn<JobRun, never>[] = [
    { key: 'job', label: 'Job', card: 'title', cell: (r) => <Text fontWeight="medium">{jobs.data?.jobs.find((j) => j.job === r.job)?.label ?? r.job}</Text> },
    { key: 'startedAt', label: 'Started', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (r) => <Started run={r} /> },
    { key: 'summary', label: 'Result', card: 'detail', cell: (r) => r.summary },
    { key: 'duration', label: 'Took', card: 'detail', numeric: true, cellStyles: { whiteSpace: 'nowrap' }, cell: (r) => formatDuration(r.durationMs) },
    { key: 'manual', label: 'Started by', card: 'detail', cell: (r) => <HowBadge run={r} /> },
    { key: 'instance', label: 'Server', card: 'detail', hideBelow: 'xl', cell: (r) => instanceName(r.instanceId, servers) },
  ];

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" mt="10">
      <Stack gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          Scheduled jobs
        </Heading>
        <Text color="fg.muted">
          Each runs by itself once a day for your team, on whichever server gets to it first (the digest at each member&apos;s hour). Run now runs it at once; the day&apos;s
          run still comes.
        </Text>
      </Stack>
      {jobs.isPending ? (
        <HStack role="status" gap="2" color="fg.muted">
          <Spinner size="xs" />
          <Text textStyle="sm">Loading the jobs...</Text>
        </HStack>
      ) : jobs.isError ? (
        <HStack gap="3" wrap="wrap">
          <Text textStyle="sm" color="fg.muted">
            The jobs could not be loaded.
          </Text>
          <Button size="xs" variant="outline" onClick={() => void jobs.refetch()} loading={jobs.isRefetching}>
            Try again
          </Button>
        </HStack>
      ) : (
        <>
          <SimpleGrid as="ul" aria-label="Jobs" columns={{ base: 1, lg: 3 }} gap="4" listStyleType="none">
            {jobs.data.jobs.map((summary) => (
              <JobCard key={summary.job} summary={summary} running={run.isPending && run.variables === summary.job} onRun={() => runNow(summary)} />
            ))}
          </SimpleGrid>
          <Heading as="h3" size="md" mt="2">
            Recent runs
          </Heading>
          {jobs.data.runs.length > 0 ? (
            <ResponsiveList label="Recent runs" rows={jobs.data.runs} rowKey={(r) => String(r.id)} columns={columns} sort={NO_SORT} onSort={() => undefined} />
          ) : (
            <Text textStyle="sm" color="fg.muted">
              No run yet.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
