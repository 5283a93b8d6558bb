import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, write } from '../../../lib/api-client';
import { JUST_FETCHED_MS } from '../../../lib/query-client';

/** Where a message stands: `queued` until the mail server takes it (or while it is being sent), then `sent`, or `failed` for good. */
export type MailStatus = 'queued' | 'sent' | 'failed';

/** A message of the team's outbox (docs/http.md, "Reminders: scheduled jobs and e-mail"). */
export interface MailMessage {
  id: number;
  kind: 'digest' | 'test';
  to: string;
  subject: string;
  status: MailStatus;
  /** Tries made so far. */
  attempts: number;
  /** When it is tried next; null once sent or failed. RFC 3339. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** The mail server's answer to the last failed try, or why it could not be reached. */
  lastError: string | null;
  createdAt: string;
}

/** `GET /api/mail`: whether the server sends e-mail, its sender, and the team's 50 latest messages, newest first. */
export interface Mail {
  enabled: boolean;
  from: string | null;
  messages: MailMessage[];
}

const MAIL_KEY = ['mail'] as const;

/** While a message waits, how often the list is asked again: the mailer sends at once, and retries every 10 s. */
export const MAIL_REFRESH_MS = 5_000;

/**
 * GET /mail (admins), asked afresh on each visit (but for its page's own prefetch: JUST_FETCHED_MS) (a digest the Jobs panel queued shows at once),
 * and every 5 seconds while any message is queued, until each is sent or failed.
 */
export const mailQueryOptions = () =>
  queryOptions({
    queryKey: MAIL_KEY,
    queryFn: ({ signal }) => api.get<Mail>('/mail', signal),
    staleTime: JUST_FETCHED_MS,
    refetchInterval: (query) => (query.state.data?.messages.some((m) => m.status === 'queued') ? MAIL_REFRESH_MS : false),
  });

export const useMail = () => useQuery(mailQueryOptions());

/**
 * POST /mail/test (admins): a test message to the admin's own address, queued (202) and sent on
 * the server's own task; 409 when e-mail is not set up on the server. The list is asked again to
 * show it.
 */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => write('send the test e-mail', () => api.post<MailMessage>('/mail/test')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MAIL_KEY }),
  });
}
