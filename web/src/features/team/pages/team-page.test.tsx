import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { todayIso } from '../../../lib/today';
import { callsOf, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { LAST_ADMIN, ONE_TIME_PASSWORD, signInAs, TAKEN_EMAIL, TEAM_NAME_TAKEN, usersServer } from '../testing/fake-users-server';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

type Spy = ReturnType<typeof usersServer>['spy'];
const bodiesOf = (spy: Spy, call: string) => spy.mock.calls.filter((_, i) => callsOf(spy)[i] === call).map(([, init]) => JSON.parse(String(init?.body)));

async function openTeam(options: Parameters<typeof usersServer>[0] = {}) {
  const server = usersServer(options);
  signInAs('admin');
  const app = renderApp('/team');
  const table = await screen.findByRole('table', { name: 'Team members' });
  return { ...app, ...server, table, user: userEvent.setup() };
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;

describe('/team', () => {
  it("lists the team's users with e-mail, role and status; the admin's own row cannot be changed", async () => {
    const { table } = await openTeam();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Alice MartinYou', 'Bruno Costa', 'Chloé Durand', 'Dana Okafor']);
    const bruno = rowOf(table, 'Bruno Costa');
    expect(within(bruno).getByText('bruno@example.com')).toBeVisible();
    expect(within(bruno).getByRole('combobox', { name: 'Role of Bruno Costa' })).toHaveValue('editor');
    expect(within(bruno).getByText('Active')).toBeVisible();
    expect(within(bruno).getByRole('button', { name: 'Deactivate Bruno Costa' })).toBeVisible();
    const chloe = rowOf(table, 'Chloé Durand');
    expect(within(chloe).getByText('Deactivated')).toBeVisible();
    expect(within(chloe).getByRole('button', { name: 'Reactivate Chloé Durand' })).toBeVisible();
    const alice = rowOf(table, 'Alice Martin');
    expect(within(alice).getByText('Admin')).toBeVisible();
    expect(within(alice).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(alice).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sorts by a column', async () => {
    const { table, user } = await openTeam();
    await user.click(within(table).getByRole('button', { name: /Status/ }));
    await user.click(within(table).getByRole('button', { name: /Status/ }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Chloé Durand');
  });

  it("adds a user with core's messages as you type, then shows the one-time password once, with a copy button", async () => {
    const { user, spy, table } = await openTeam();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'eve');
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(within(dialog).getByText('Name is required')).toBeVisible();
    expect(callsOf(spy)).not.toContain('POST /api/users');

    await user.type(email, '@Example.com ');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), ' Eve Laurent');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));

    const shown = await screen.findByRole('dialog', { name: 'Eve Laurent can sign in' });
    expect(bodiesOf(spy, 'POST /api/users')).toEqual([{ email: 'eve@example.com', name: 'Eve Laurent', role: 'viewer' }]);
    expect(within(shown).getByRole('textbox', { name: 'One-time password' })).toHaveValue(ONE_TIME_PASSWORD);
    expect(within(shown).getByText('This password will not be shown again.')).toBeVisible();
    await user.click(within(shown).getByRole('button', { name: 'Copy to clipboard' }));
    expect(await navigator.clipboard.readText()).toBe(ONE_TIME_PASSWORD);
    expect(within(shown).getByRole('button', { name: 'Copied to clipboard' })).toBeVisible();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(ONE_TIME_PASSWORD)).not.toBeInTheDocument();
    expect(await within(table).findByText('Eve Laurent')).toBeVisible();
  });

  it('puts the 409 of a taken e-mail on the e-mail field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openTeam();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'bruno@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Bruno Again');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText(TAKEN_EMAIL)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: /can sign in/ })).not.toBeInTheDocument();
  });

  it('changes a role once confirmed, saying what the new role may do', async () => {
    const { user, spy, table } = await openTeam();
    await user.selectOptions(within(rowOf(table, 'Bruno Costa')).getByRole('combobox'), 'admin');
    const ask = await screen.findByRole('alertdialog', { name: 'Make Bruno Costa an Admin?' });
    expect(ask).toHaveTextContent("Bruno Costa is an Editor now. Admin: Also manages the team's users.");
    expect(bodiesOf(spy, 'PUT /api/users/8')).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText("Bruno Costa's role is now Admin.")).toBeInTheDocument();
    expect(bodiesOf(spy, 'PUT /api/users/8')).toEqual([{ id: 8, name: 'Bruno Costa', role: 'admin', active: true }]);
    expect(within(rowOf(table, 'Bruno Costa')).getByRole('combobox')).toHaveValue('admin');
  });

  it("says why the team's last active admin keeps their role, and shows it unchanged", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, table } = await openTeam({ refuseChange: 10 });
    await user.selectOptions(within(rowOf(table, 'Dana Okafor')).getByRole('combobox'), 'viewer');
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Make Dana Okafor a Viewer?' })).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText(LAST_ADMIN)).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, 'Dana Okafor')).getByRole('combobox')).toHaveValue('admin'));
  });

  it('keeps the role when the change is cancelled, and nothing is sent', async () => {
    const { user, spy, table } = await openTeam();
    await user.selectOptions(within(rowOf(table, 'Bruno Costa')).getByRole('combobox'), 'viewer');
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Make Bruno Costa a Viewer?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(rowOf(table, 'Bruno Costa')).getByRole('combobox')).toHaveValue('editor');
    expect(bodiesOf(spy, 'PUT /api/users/8')).toEqual([]);
  });

  it('chooses the home currency, and adds an exchange rate after the server refused one without a rate', async () => {
    const { user, spy } = await openTeam();
    const form = await screen.findByRole('form', { name: 'Team settings' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Home currency/ }), 'GBP');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team settings saved')).toBeInTheDocument();
    expect(bodiesOf(spy, 'PUT /api/team/settings').at(-1)).toMatchObject({ homeCurrency: 'GBP' });

    const rates = screen.getByRole('form', { name: 'Add an exchange rate' });
    expect(within(screen.getByRole('table', { name: 'Exchange rates' })).getByRole('row', { name: /USD/ })).toHaveTextContent('0.92');
    await user.selectOptions(within(rates).getByRole('combobox', { name: /Currency/ }), 'SEK');
    await user.click(within(rates).getByRole('button', { name: 'Add rate' }));
    expect(await within(rates).findByText('Rate must be more than 0')).toBeVisible();
    await user.type(within(rates).getByRole('spinbutton', { name: /Worth in/ }), '0.087');
    await user.click(within(rates).getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByRole('row', { name: /SEK/ })).toHaveTextContent('0.087');
    expect(bodiesOf(spy, 'POST /api/exchange-rates').at(-1)).toMatchObject({ currency: 'SEK', rate: 0.087 });
  });

  it("sets the invoice details: core's IBAN and BIC checks as you type, then saved as the server stores them", async () => {
    const { user, spy } = await openTeam();
    const form = await screen.findByRole('form', { name: 'Invoice details' });
    expect(within(form).getByRole('textbox', { name: 'Legal name' })).toHaveValue('Northwind Rights Ltd');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'Postal address' }), '12 Chapel Street{Enter}London EC1');
    await user.type(within(form).getByRole('textbox', { name: 'VAT or tax number' }), 'GB 123 4567 89');
    const iban = within(form).getByRole('textbox', { name: 'IBAN' });
    await user.type(iban, 'GB82 WEST 1234 5698 7654 33');
    await user.tab();
    expect(within(form).getByText("This IBAN's check digits do not match: look for a typo")).toBeVisible();
    await user.clear(iban);
    await user.type(iban, 'GB82-WEST');
    await user.tab();
    expect(within(form).getByText('An IBAN is a country code, 2 check digits and up to 30 letters and digits')).toBeVisible();
    await user.clear(iban);
    await user.type(iban, 'gb82 west 1234 5698 7654 32');
    const bic = within(form).getByRole('textbox', { name: 'BIC (SWIFT)' });
    await user.type(bic, 'WEST');
    await user.tab();
    expect(within(form).getByText('A BIC is 8 or 11 letters and digits, such as AGRIFRPP')).toBeVisible();
    await user.type(bic, 'GB2L');
    await user.type(within(form).getByRole('textbox', { name: 'Footer' }), 'Payment within 30 days.');
    expect(within(form).queryByText(/check digits|a country code|8 or 11 letters/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invoice details saved')).toBeInTheDocument();
    expect(bodiesOf(spy, 'PUT /api/team/invoice-details').at(-1)).toEqual({
      legalName: 'Northwind Rights Ltd',
      address: '12 Chapel Street\nLondon EC1',
      vatNumber: 'GB 123 4567 89',
      iban: 'gb82 west 1234 5698 7654 32',
      bic: 'WESTGB2L',
      bankDetails: '',
      footer: 'Payment within 30 days.',
    });
    expect(iban).toHaveValue('GB82 WEST 1234 5698 7654 32');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("renames the team: core's rule as you type, another team's name on its field, then saved", async () => {
    const { user, spy } = await openTeam();
    const form = await screen.findByRole('form', { name: 'Team settings' });
    const name = within(form).getByRole('textbox', { name: /Team name/ });
    expect(name).toHaveValue('Northwind Rights');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(name);
    expect(within(form).getByText('Team name is required')).toBeVisible();
    await user.type(name, 'Taken Press');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(TEAM_NAME_TAKEN)).toBeVisible();
    await user.clear(name);
    await user.type(name, ' Éditions du Levant ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team settings saved')).toBeInTheDocument();
    expect(bodiesOf(spy, 'PUT /api/team/settings').at(-1)).toEqual({ name: ' Éditions du Levant ', timeZone: 'Europe/Paris', homeCurrency: 'EUR', chaseAfterDays: 42, expireOptions: true });
    expect(name).toHaveValue('Éditions du Levant');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("sets how long after a fair its follow-ups are chased: core's range as you type, then saved", async () => {
    const { user, spy } = await openTeam();
    const form = await screen.findByRole('form', { name: 'Team settings' });
    const days = within(form).getByRole('spinbutton', { name: /Chase after \(days\)/ });
    expect(days).toHaveValue(42);
    await user.clear(days);
    await user.type(days, '400');
    expect(within(form).getByText('Chase after must be between 1 and 365 days')).toBeVisible();
    await user.clear(days);
    await user.type(days, '60');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team settings saved')).toBeInTheDocument();
    expect(bodiesOf(spy, 'PUT /api/team/settings').at(-1)).toMatchObject({ chaseAfterDays: 60 });
  });

  it('turns off the expiry of options: sent with the settings, kept once saved', async () => {
    const { user, spy } = await openTeam();
    const form = await screen.findByRole('form', { name: 'Team settings' });
    const expire = within(form).getByRole('checkbox', { name: 'Options expire on their date' });
    expect(expire).toBeChecked();
    expect(expire).toHaveAccessibleDescription('The day after its option expiry, a prospection still in Option becomes Expired, by Rightsdesk.');
    await user.click(expire);
    expect(expire).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team settings saved')).toBeInTheDocument();
    expect(bodiesOf(spy, 'PUT /api/team/settings').at(-1)).toMatchObject({ expireOptions: false });
    expect(expire).not.toBeChecked();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('deactivates a user once confirmed, and reactivates them', async () => {
    const { user, spy, table } = await openTeam();
    await user.click(within(rowOf(table, 'Bruno Costa')).getByRole('button', { name: 'Deactivate Bruno Costa' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Bruno Costa?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await within(rowOf(table, 'Bruno Costa')).findByText('Deactivated')).toBeVisible();
    expect(bodiesOf(spy, 'PUT /api/users/8')).toEqual([{ id: 8, name: 'Bruno Costa', role: 'editor', active: false }]);

    await user.click(within(rowOf(table, 'Bruno Costa')).getByRole('button', { name: 'Reactivate Bruno Costa' }));
    expect(await within(rowOf(table, 'Bruno Costa')).findByText('Active')).toBeVisible();
    expect(bodiesOf(spy, 'PUT /api/users/8').at(-1)).toMatchObject({ active: true });
  });

  it('shows the 409 of a refused deactivation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, table } = await openTeam({ refuseChange: 10 });
    await user.click(within(rowOf(table, 'Dana Okafor')).getByRole('button', { name: 'Deactivate Dana Okafor' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(LAST_ADMIN)).toBeInTheDocument();
    expect(within(rowOf(table, 'Dana Okafor')).getByText('Active')).toBeVisible();
  });

  it("downloads the team's export as a dated zip file, and says so when it fails", async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    let refuse = false;
    const { user, spy } = await openTeam({
      overrides: {
        'GET /api/team/export': () =>
          refuse ? json(503, { message: 'The database is unavailable; try again in a moment' }) : new Response(zip, { headers: { 'Content-Type': 'application/zip' } }),
      },
    });
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (saved.push(blob), 'blob:export')), revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    await user.click(screen.getByRole('button', { name: 'Export everything' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe(`rightsdesk-export-${todayIso()}.zip`);
    expect(new Uint8Array(await saved[0]!.arrayBuffer())).toEqual(zip);
    expect(callsOf(spy)).toContain('GET /api/team/export');

    refuse = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Export everything' }));
    expect(await screen.findByText('The export was not downloaded')).toBeInTheDocument();
    expect(clicks).toHaveLength(1);
  });

  it('shows cards on a narrow screen', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    usersServer();
    signInAs('admin');
    renderApp('/team');
    const cards = await screen.findByRole('list', { name: 'Team members' });
    const bruno = within(cards).getByText('Bruno Costa').closest('li')!;
    expect(within(bruno).getByText('bruno@example.com')).toBeVisible();
    expect(within(bruno).getByRole('combobox', { name: 'Role of Bruno Costa' })).toBeVisible();
    expect(within(bruno).getByRole('button', { name: 'Deactivate Bruno Costa' })).toBeVisible();
  });
});

describe('/team for editors and viewers', () => {
  it.each(['editor', 'viewer'] as const)('an %s typing the address is told it is for admins, and the users are never asked for', async (role) => {
    const { spy } = usersServer();
    signInAs(role);
    renderApp('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
    expect(screen.getByText("This page is for your team's admins")).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).not.toHaveTextContent('Team');
    expect(callsOf(spy)).not.toContain('GET /api/users');
    // still signed in: nothing answered 403
    expect(screen.getByRole('button', { name: 'User menu' })).toBeVisible();
  });
});
