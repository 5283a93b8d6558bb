import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-server';
import { aliceServer, countries, languages } from '../../../test/server-fixtures';
import { renderApp } from '../../../test/render';
import { saveSession } from '../../../lib/session';
import { signToken } from '../../../test/tokens';
import type { AvailableTitle } from '../api/availability-list';

const rows: AvailableTitle[] = [
  { titleId: 1, title: 'Dune', author: 'Frank Herbert', state: 'available', reasons: [] },
  { titleId: 2, title: 'Emma', author: 'Jane Austen', state: 'sold', reasons: [{ kind: 'license', id: 7, company: 'Hanser Verlag', status: 'signed', exclusive: true, until: '2031-12-31' }] },
];
const counts = { available: 1, pitched: 0, offer: 0, optioned: 0, pending: 0, sold: 1, not_held: 0 };

afterEach(() => vi.restoreAllMocks());

/** The page at `path`, the server answering `rows` (filtered by `state`), the counts, and one license without a language. */
function open(path = '/availability') {
  const asked: string[] = [];
  aliceServer({
    'GET /api/availability': ({ url }) => {
      asked.push(url);
      const state = new URL(url, 'http://localhost').searchParams.get('state');
      const matching = rows.filter((row) => !state || row.state === state);
      return new Response(JSON.stringify(matching), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(matching.length) } });
    },
    'GET /api/availability/counts': () => json(200, counts),
    'GET /api/licenses': () =>
      new Response(JSON.stringify([{ id: 12, title: 'Emma', company: 'Rowohlt', contractDate: '2024-01-01' }]), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' },
      }),
  });
  saveSession(signToken({ name: 'Alice Martin', roles: ['editor'] }), 'alice@example.com');
  localStorage.setItem('countries', JSON.stringify(countries));
  localStorage.setItem('languages', JSON.stringify(languages));
  const app = renderApp(path);
  return { ...app, asked, user: userEvent.setup() };
}

describe('/availability', () => {
  it('asks the server for the right, language and countries of the address and lists the titles by state with why', async () => {
    const { asked } = open('/availability?right=audio&language=de&territory=DE,AT');
    const table = await screen.findByRole('table', { name: 'Titles by availability' });
    expect(asked[0]).toBe('/api/availability?limit=50&offset=0&contractType=audio&language=de&territory=DE%2CAT');
    const emma = within(table).getByRole('row', { name: /Emma/ });
    expect(within(emma).getByText('Sold')).toBeVisible();
    expect(within(emma).getByText(/Hanser Verlag, until/)).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/titles/edit/1?tab=rights');
    expect(screen.getByRole('combobox', { name: 'Right' })).toHaveValue('audio');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('de');
  });

  it("filters by a state from its count's button, and lists the right's licenses without a language", async () => {
    const { asked, user, router } = open();
    const states = await screen.findByRole('group', { name: 'States' });
    await waitFor(() => expect(within(states).getByRole('button', { name: 'Sold 1' })).toBeVisible());
    expect(within(states).getByRole('button', { name: 'All 2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(states).getByRole('button', { name: 'Sold 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=sold'));
    await waitFor(() => expect(asked.at(-1)).toContain('state=sold'));
    const table = screen.getByRole('table', { name: 'Titles by availability' });
    await waitFor(() => expect(within(table).queryByText('Dune')).toBeNull());

    const missing = screen.getByRole('region', { name: /Licenses without a language/ });
    expect(within(missing).getByRole('link', { name: 'Emma – Rowohlt' })).toHaveAttribute('href', '/licenses/edit/12');
  });
});
