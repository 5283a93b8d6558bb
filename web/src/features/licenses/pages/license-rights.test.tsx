import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { listRequests } from '../../../lib/testing/fake-list';
import { json, type Handler } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import type { License } from '../api/license-types';
import { licensesServer, listing, signInAs, stored, typeInto } from '../testing/fake-licenses-server';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

/** Dune in German with Hanser, exclusive and signed, in Germany until 2031. */
const hanser: License = {
  ...stored,
  id: 20,
  company: 'Hanser Verlag',
  companyId: 8,
  language: 'de',
  territory: { world: false, include: ['DE'], exclude: [] },
  contractDate: '2022-01-01',
  endDate: '2031-12-31',
  file: null,
};
const HANSER_OVERLAP = 'Overlaps the exclusive license to Hanser Verlag (de, until 2031-12-31)';

const titleBox = () => screen.getByRole('combobox', { name: /^Title/ });
const territoryBox = () => screen.getByRole('combobox', { name: 'Territory' });

async function openNew(routes: Record<string, Handler> = {}) {
  const { spy } = licensesServer({ 'GET /api/licenses': listing([stored, hanser]), ...routes });
  signInAs();
  const app = renderApp('/licenses/new');
  await screen.findByRole('heading', { level: 1, name: 'New license' }, { timeout: 5000 });
  return { spy, ...app, user: userEvent.setup() };
}

/** A signed exclusive German translation of Dune from 2026, the world by default. */
async function typeGermanDune(user: ReturnType<typeof userEvent.setup>) {
  await typeInto(user, titleBox(), 'Dune');
  await user.click(await screen.findByRole('option', { name: 'Dune' }));
  await user.type(screen.getByLabelText(/Contract date/), '2026-01-01');
  await user.selectOptions(screen.getByLabelText('Status'), 'signed');
  await user.selectOptions(screen.getByLabelText('Contract type'), 'foreign_rights');
  await user.selectOptions(screen.getByLabelText(/^Language/), 'de');
}

describe('the license form and the title’s other licenses', () => {
  it('says, as it is typed, which exclusive license of the title it would overlap, and stops saying it once it does not', async () => {
    const { user, spy } = await openNew();
    await typeGermanDune(user);
    expect(await screen.findByText(HANSER_OVERLAP)).toBeVisible();
    // asked once the title was picked: its licenses, all of them
    expect(listRequests(spy, '/api/licenses')).toContainEqual({ titleId: '3' });
    // not exclusive: nothing to overlap
    await user.click(screen.getByRole('checkbox', { name: 'Exclusive' }));
    await waitFor(() => expect(screen.queryByText(HANSER_OVERLAP)).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Exclusive' }));
    expect(await screen.findByText(HANSER_OVERLAP)).toBeVisible();
    // France only: Germany is Hanser's, France is free
    await user.click(screen.getByRole('radio', { name: 'Countries' }));
    await typeInto(user, territoryBox(), 'fra');
    await user.click(await screen.findByRole('option', { name: /France/ }));
    await waitFor(() => expect(screen.queryByText(HANSER_OVERLAP)).not.toBeInTheDocument());
    // French is Gollancz's, the world over and without an end
    await user.selectOptions(screen.getByLabelText(/^Language/), 'fr');
    expect(await screen.findByText('Overlaps the exclusive license to Gollancz (fr, no end date)')).toBeVisible();
  }, 40_000); // a whole form typed, then the territory and the language changed

  it('still sends (the server decides), and shows the server’s refusal under the territory once, not twice', async () => {
    const { user, spy } = await openNew({
      'POST /api/licenses': () => json(422, { message: 'Validation failed', errors: { territory: HANSER_OVERLAP } }),
    });
    await typeGermanDune(user);
    await typeInto(user, screen.getByRole('combobox', { name: /^Company/ }), 'Gollancz');
    await user.click(await screen.findByRole('button', { name: 'Create company “Gollancz”' }));
    expect(await screen.findByText(HANSER_OVERLAP)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    await waitFor(() => expect(territoryBox()).toHaveAttribute('aria-invalid', 'true'));
    // the server's message as the field's error; the warning that said the same steps aside
    expect(screen.getAllByText(HANSER_OVERLAP)).toHaveLength(1);
  }, 40_000);

  it('leaves the license being edited out of the ones it is checked against', async () => {
    licensesServer({ 'GET /api/licenses': listing([stored, hanser]), 'GET /api/licenses/20': () => json(200, hanser) });
    signInAs();
    renderApp('/licenses/edit/20');
    await screen.findByRole('heading', { level: 1, name: 'Edit license' }, { timeout: 5000 });
    expect(screen.getByRole('list', { name: 'Countries included' })).toHaveTextContent('DE');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(/Overlaps the exclusive license/)).not.toBeInTheDocument();
  });
});

const listCalls = (spy: ReturnType<typeof licensesServer>['spy']) => listRequests(spy, '/api/licenses');
const rowTitles = () => screen.getAllByTestId('license-row').map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('/licenses and the rights', () => {
  const draft: License = { ...stored, id: 21, title: 'Emma', titleId: 5, contractDate: '2025-02-01', status: 'sent', signed: false, language: null, territory: { world: true, include: [], exclude: ['CH'] }, file: null };
  const lists = () => listing([stored, hanser, draft]);

  it('shows each license’s status as a badge, its language and under it its territory in short', async () => {
    licensesServer({ 'GET /api/licenses': lists() });
    signInAs(['viewer']);
    renderApp('/licenses');
    const table = await screen.findByRole('table', { name: 'Licenses' });
    const rows = within(table).getAllByTestId('license-row');
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      expect.arrayContaining(['Emma', 'Out for signature', 'Any languageWorld except CH']),
      expect.arrayContaining(['Dune', 'Signed', 'FrenchWorld']),
      expect.arrayContaining(['Dune', 'Signed', 'GermanDE']),
    ]);
  });

  it('filters by status and by language, “No language” too, through the server, kept in the address', async () => {
    const { spy } = licensesServer({ 'GET /api/licenses': lists() });
    signInAs();
    const { router } = renderApp('/licenses');
    await screen.findByRole('table', { name: 'Licenses' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'sent');
    await waitFor(() => expect(rowTitles()).toEqual(['Emma']));
    expect(router.state.location.search).toBe('?status=sent');
    expect(listCalls(spy).at(-1)).toEqual({ sort: '-contractDate', limit: '50', offset: '0', status: 'sent' });
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.selectOptions(screen.getByLabelText('Language'), 'de');
    await waitFor(() => expect(rowTitles()).toEqual(['Dune']));
    expect(router.state.location.search).toBe('?language=de');
    await user.selectOptions(screen.getByLabelText('Language'), 'No language');
    await waitFor(() => expect(rowTitles()).toEqual(['Emma']));
    expect(router.state.location.search).toBe('?language=none');
    expect(listCalls(spy).at(-1)).toEqual({ sort: '-contractDate', limit: '50', offset: '0', language: 'none' });
  });

  it('opens with the filters of the address', async () => {
    const { spy } = licensesServer({ 'GET /api/licenses': lists() });
    signInAs();
    renderApp('/licenses?status=signed&language=fr');
    await screen.findByRole('table', { name: 'Licenses' });
    expect(screen.getByLabelText('Status')).toHaveValue('signed');
    expect(screen.getByLabelText('Language')).toHaveValue('fr');
    expect(rowTitles()).toEqual(['Dune']);
    expect(listCalls(spy).at(-1)).toMatchObject({ status: 'signed', language: 'fr' });
  });
});
