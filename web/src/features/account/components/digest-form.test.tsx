import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import type { DigestSettings } from '../../../generated/DigestSettings';
import { callsOf, json, type Handler } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { alice, aliceServer, cacheReferenceLists, signedIn } from '../../../test/server-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

/**
 * Account Settings of Alice, whose team is on Paris time, over a server that keeps her digest as
 * /api/me/digest does (`mailEnabled` its own).
 */
async function openDigest({ stored = { frequency: 'none', hour: 8 }, mailEnabled = true, routes = {} }: { stored?: DigestSettings; mailEnabled?: boolean; routes?: Record<string, Handler> } = {}) {
  let digest = { ...stored, mailEnabled };
  const { spy } = aliceServer({
    'GET /api/me': () => json(200, { ...alice, timeZone: 'Europe/Paris' }),
    'GET /api/me/digest': () => json(200, digest),
    'PUT /api/me/digest': ({ body }) => {
      const { frequency, hour } = body as DigestSettings;
      digest = { frequency, hour, mailEnabled };
      return json(200, digest);
    },
    ...routes,
  });
  signedIn();
  cacheReferenceLists();
  renderApp('/account');
  const form = await screen.findByRole('form', { name: 'E-mail digest' });
  return { spy, form, user: userEvent.setup() };
}

type Spy = Awaited<ReturnType<typeof openDigest>>['spy'];
const bodiesOf = (spy: Spy, call: string) => spy.mock.calls.filter((_, i) => callsOf(spy)[i] === call).map(([, init]) => JSON.parse(String(init?.body)));

describe('Account Settings: the e-mail digest', () => {
  it("chooses a daily digest at an hour of the team's time zone, named, and saves it", async () => {
    const { spy, form, user } = await openDigest();
    const frequency = within(form).getByRole('combobox', { name: 'Frequency' });
    const hour = within(form).getByRole('combobox', { name: 'Hour' });
    expect(frequency).toHaveValue('none');
    expect(hour).toHaveValue('8');
    expect(within(form).getAllByRole('option').map((o) => o.textContent).slice(0, 3)).toEqual(['None', 'Daily', 'Weekly, on Mondays']);
    expect(within(form).getByText("In the team's time zone, Europe/Paris.")).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Save digest' })).toBeDisabled();

    await user.selectOptions(frequency, 'daily');
    await user.selectOptions(hour, '7');
    await user.click(within(form).getByRole('button', { name: 'Save digest' }));
    expect(await screen.findByText('Digest saved')).toBeInTheDocument();
    expect(screen.getByText('Every day at 7:00 AM (Europe/Paris), when something is due.')).toBeInTheDocument();
    expect(bodiesOf(spy, 'PUT /api/me/digest')).toEqual([{ frequency: 'daily', hour: 7 }]);
    expect(within(form).getByRole('button', { name: 'Save digest' })).toBeDisabled();
    expect(screen.queryByRole('status', { name: 'E-mail is not set up' })).not.toBeInTheDocument();
  });

  it('opens with the stored weekly digest', async () => {
    const { form } = await openDigest({ stored: { frequency: 'weekly', hour: 17 } });
    expect(within(form).getByRole('combobox', { name: 'Frequency' })).toHaveValue('weekly');
    expect(within(form).getByRole('combobox', { name: 'Hour' })).toHaveValue('17');
    expect(within(form).getByRole('option', { name: '5:00 PM' })).toBeInTheDocument();
  });

  it('says that no digest goes out until e-mail is set up on the server, and still keeps the choice', async () => {
    const { spy, form, user } = await openDigest({ mailEnabled: false });
    const notice = within(form).getByRole('status', { name: 'E-mail is not set up' });
    expect(notice).toHaveTextContent('No digest is sent for now');
    expect(notice).toHaveTextContent('RIGHTSDESK_SMTP_URL');
    expect(notice).toHaveTextContent('RIGHTSDESK_MAIL_FROM');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Frequency' }), 'weekly');
    await user.click(within(form).getByRole('button', { name: 'Save digest' }));
    expect(await screen.findByText('Digest saved')).toBeInTheDocument();
    expect(bodiesOf(spy, 'PUT /api/me/digest')).toEqual([{ frequency: 'weekly', hour: 8 }]);
  });

  it("shows the server's 422 under its field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { form, user } = await openDigest({
      routes: { 'PUT /api/me/digest': () => json(422, { message: 'Validation failed', errors: { hour: 'Hour must be between 0 and 23' } }) },
    });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Frequency' }), 'daily');
    await user.click(within(form).getByRole('button', { name: 'Save digest' }));
    expect(await within(form).findByText('Hour must be between 0 and 23')).toBeVisible();
    expect(within(form).getByRole('combobox', { name: 'Hour' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Digest saved')).not.toBeInTheDocument();
  });

  it('says when the settings could not be loaded, and tries again', async () => {
    let down = true;
    aliceServer({ 'GET /api/me/digest': () => (down ? json(404, { message: 'Not found' }) : json(200, { frequency: 'daily', hour: 9, mailEnabled: true })) });
    signedIn();
    cacheReferenceLists();
    renderApp('/account');
    expect(await screen.findByText('Your digest settings could not be loaded.')).toBeVisible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await screen.findByRole('form', { name: 'E-mail digest' })).getByRole('combobox', { name: 'Frequency' })).toHaveValue('daily');
  });
});
