import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { callsOf, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { MAIL_REFRESH_MS, type Mail, type MailMessage } from '../api/mail';
import { signInAs, usersServer } from '../testing/fake-users-server';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  toaster.remove();
});

const FROM = 'Rightsdesk <rights@example.com>';
const NOT_SET_UP = 'E-mail is not set up on this server: set RIGHTSDESK_SMTP_URL and RIGHTSDESK_MAIL_FROM';

const aMessage = (fields: Partial<MailMessage>): MailMessage => ({
  id: 1,
  kind: 'digest',
  to: 'bruno@example.com',
  subject: 'Rightsdesk: 2 chases due',
  status: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  sentAt: '2026-03-10T07:00:02Z',
  lastError: null,
  createdAt: '2026-03-10T07:00:00Z',
  ...fields,
});

/**
 * The Team page of Alice, an admin, over an outbox that answers `mail` as GET /api/mail does; a
 * test message is queued at the head of the list, or refused with 409 when e-mail is not set up.
 */
async function openMail(messages: MailMessage[], enabled = true) {
  const mail: Mail = { enabled, from: enabled ? FROM : null, messages };
  const { spy } = usersServer({
    overrides: {
      'GET /api/mail': () => json(200, mail),
      'POST /api/mail/test': () => {
        if (!mail.enabled) return json(409, { message: NOT_SET_UP });
        const queued = aMessage({ id: 99, kind: 'test', to: 'alice@example.com', subject: 'Rightsdesk: test message', status: 'queued', attempts: 0, sentAt: null, nextAttemptAt: '2026-03-10T09:00:00Z' });
        mail.messages = [queued, ...mail.messages];
        return json(202, queued);
      },
    },
  });
  signInAs('admin');
  renderApp('/team');
  const card = await screen.findByRole('region', { name: 'E-mail' });
  await within(card).findByText(enabled ? 'Set up' : 'Not set up');
  return { spy, mail, card, user: userEvent.setup() };
}

const rowOf = (card: HTMLElement, subject: string) => within(within(card).getByRole('table', { name: 'E-mail messages' })).getByText(subject).closest('tr')!;

describe('the Team page: e-mail', () => {
  it('says e-mail is set up and its sender, and lists the messages: to, subject, kind, status, tries, last error', async () => {
    const { card } = await openMail([
      aMessage({ id: 3, to: 'chloe@example.com', subject: 'Rightsdesk: 1 payment overdue', status: 'failed', attempts: 8, sentAt: null, lastError: '550 5.1.1 mailbox unavailable' }),
      aMessage({ id: 2, subject: 'Rightsdesk: 1 chase overdue', status: 'queued', attempts: 2, sentAt: null, nextAttemptAt: '2099-03-10T07:02:00Z', lastError: 'connection refused' }),
      aMessage({ id: 1 }),
    ]);
    expect(within(card).getByText('Set up')).toBeVisible();
    expect(within(card).getByText(FROM)).toBeVisible();
    const failed = rowOf(card, 'Rightsdesk: 1 payment overdue');
    expect(within(failed).getByText('Failed')).toBeVisible();
    expect(within(failed).getByText('chloe@example.com')).toBeVisible();
    expect(within(failed).getByText('8')).toBeVisible();
    expect(within(failed).getByText('550 5.1.1 mailbox unavailable')).toBeVisible();
    const queued = rowOf(card, 'Rightsdesk: 1 chase overdue');
    expect(within(queued).getByText('Queued')).toBeVisible();
    expect(queued).toHaveTextContent(/Next try in \d+ years/);
    expect(within(queued).getByText('connection refused')).toBeVisible();
    const sent = rowOf(card, 'Rightsdesk: 2 chases due');
    expect(within(sent).getByText('Sent')).toBeVisible();
    expect(within(sent).getByText('Digest')).toBeVisible();
    expect(within(sent).getByText('bruno@example.com')).toBeVisible();
  });

  it('sends a test e-mail to the admin, which shows queued, then sent once the mail server took it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { spy, mail, card, user } = await openMail([]);
    expect(within(card).getByText(/^No message yet/)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByText('Test e-mail queued')).toBeInTheDocument();
    expect(screen.getByText('To alice@example.com: it shows below as sent once the mail server takes it.')).toBeInTheDocument();
    expect(callsOf(spy)).toContain('POST /api/mail/test');
    expect(within(await within(card).findByRole('table', { name: 'E-mail messages' })).getByText('Queued')).toBeVisible();

    // The mailer sends it on its own task: the list, asked again while a message waits, shows it sent.
    mail.messages = [{ ...mail.messages[0]!, status: 'sent', attempts: 1, sentAt: '2026-03-10T09:00:01Z', nextAttemptAt: null }];
    await vi.advanceTimersByTimeAsync(MAIL_REFRESH_MS);
    expect(await within(rowOf(card, 'Rightsdesk: test message')).findByText('Sent')).toBeVisible();
    const asked = callsOf(spy).filter((c) => c === 'GET /api/mail').length;
    // nothing waits any more: the list is not asked again
    await vi.advanceTimersByTimeAsync(MAIL_REFRESH_MS * 3);
    expect(callsOf(spy).filter((c) => c === 'GET /api/mail').length).toBe(asked);
  });

  it("says e-mail is not set up and how to set it up; a test e-mail is refused with the server's 409", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { card, user } = await openMail([], false);
    expect(within(card).getByText('Not set up')).toBeVisible();
    expect(card).toHaveTextContent('No digest or test message goes out until an admin of the server sets RIGHTSDESK_SMTP_URL and RIGHTSDESK_MAIL_FROM');
    await user.click(within(card).getByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByText('The test e-mail was not sent')).toBeInTheDocument();
    expect(screen.getByText(NOT_SET_UP)).toBeInTheDocument();
  });

  it('shows the messages as cards on a narrow screen', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    const { card } = await openMail([aMessage({ status: 'failed', sentAt: null, lastError: 'timed out' })]);
    const list = within(card).getByRole('list', { name: 'E-mail messages' });
    const item = within(list).getByText('Rightsdesk: 2 chases due').closest('li')!;
    expect(within(item).getByText('Failed')).toBeVisible();
    expect(within(item).getByText('timed out')).toBeVisible();
  });
});
