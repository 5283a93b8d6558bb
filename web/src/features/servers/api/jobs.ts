import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Job } from '../../../generated/Job';
import { api, write } from '../../../lib/api-client';
import { OVERDUE_KEY } from '../../../lib/overdue';

/** One run of a job for the team (docs/http.md, "Reminders: scheduled jobs and e-mail"). */
export interface JobRun {
  id: number;
  job: Job;
  /** What it ran for: the team's date (`2026-11-27`), a digest's date and hour (`2026-11-27T08`), or `manual-<unix seconds>`. */
  window: string;
  /** The server instance that ran it (`GET /api/servers`). */
  instanceId: string;
  /** RFC 3339. */
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** How many records it changed, or messages it queued. */
  changed: number;
  /** One line: "2 options expired". */
  summary: string;
  /** Run by an admin's "Run now" rather than by the schedule. */
  manual: boolean;
}

/** A job, named ("Options expire"), with its latest run (null before the first). */
export interface JobSummary {
  job: Job;
  label: string;
  lastRun: JobRun | null;
}

/** `GET /api/jobs`: every job in the panel's order, and the team's 50 latest runs, newest first. */
export interface Jobs {
  jobs: JobSummary[];
  runs: JobRun[];
}

const JOBS_KEY = ['jobs'] as const;

/** How often the panel asks again while shown: the scheduler ticks once a minute. */
export const JOBS_REFRESH_MS = 60_000;

/** GET /jobs (admins). */
export const jobsQueryOptions = () => queryOptions({ queryKey: JOBS_KEY, queryFn: ({ signal }) => api.get<Jobs>('/jobs', signal), refetchInterval: JOBS_REFRESH_MS });

export const useJobs = () => useQuery(jobsQueryOptions());

/**
 * What each job's run may have changed, by the features' query roots: expired options leave the
 * prospections' lists, the due chases and the overdue count; ended licenses free rights
 * (availability, a title's Rights tab); a digest is a message of the Team page's outbox.
 */
const CHANGED: Record<Job, readonly QueryKey[]> = {
  options_expire: [['prospections'], ['activity'], ['dashboard'], ['calendar'], OVERDUE_KEY],
  licenses_end: [['licenses'], ['availability'], ['titles'], ['activity'], ['dashboard'], ['calendar']],
  digest: [['mail']],
};

/**
 * POST /jobs/{job}/run (admins): runs it now for the team and answers the run (its summary); 409
 * when the same job was run by hand that second, or a digest without e-mail set up. The panel and
 * what the job changed are asked again.
 */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: Job) => write('run the job', () => api.post<JobRun>(`/jobs/${encodeURIComponent(job)}/run`)),
    onSuccess: (run) => Promise.all([JOBS_KEY, ...(run.changed > 0 ? CHANGED[run.job] : [])].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
