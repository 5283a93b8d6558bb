import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import type { Grid } from '../../../generated/Grid';
import type { RightHeld } from '../../../generated/RightHeld';
import { json, type Handler } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { bodiesOf, noCatalogue, signInAs, titlesServer } from '../testing/fake-titles-server';

const dune = { ...noCatalogue, id: 4, version: 1, name: 'Dune', author: 'Frank Herbert', publishDate: '1965-08-01', description: null };

const held = (fields: Partial<RightHeld>): RightHeld => ({
  id: 1,
  contractType: 'foreign_rights',
  languages: [],
  territory: { world: true, include: [], exclude: [] },
  status: 'confirmed',
  heldUntil: null,
  authorSharePct: null,
  authorApprovalRequired: false,
  source: null,
  notes: null,
  ...fields,
});

const soldInGerman: Grid = {
  rightsRecorded: true,
  rights: [
    {
      contractType: 'foreign_rights',
      languages: [
        { language: 'de', state: 'sold', reasons: [{ kind: 'license', id: 7, company: 'Hanser Verlag', status: 'signed', exclusive: true, until: '2031-12-31' }] },
        { language: 'it', state: 'available', reasons: [] },
      ],
    },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

/** The title's page on its Rights tab, with these rights held and this grid; `routes` add or replace calls. */
async function openRights({
  rights = [] as RightHeld[],
  grid = { rightsRecorded: false, rights: [] } as Grid,
  role = 'editor' as 'editor' | 'viewer',
  routes = {} as Record<string, Handler>,
} = {}) {
  const { spy } = titlesServer([dune], {
    'GET /api/titles/4/rights': () => json(200, rights),
    'GET /api/titles/4/availability': () => json(200, grid),
    ...routes,
  });
  signInAs(role);
  renderApp('/titles/edit/4?tab=rights');
  await screen.findByRole('tab', { name: 'Rights', selected: true });
  return { spy, user: userEvent.setup() };
}

describe("the title's Rights tab", () => {
  it('says the rights are not recorded, and records all of them in one click', async () => {
    let rights: RightHeld[] = [];
    const { spy, user } = await openRights({
      routes: {
        'GET /api/titles/4/rights': () => json(200, rights),
        'POST /api/titles/4/rights/all': () => {
          rights = [held({ id: 1 }), held({ id: 2, contractType: 'audio' })];
          return json(200, rights);
        },
      },
    });
    expect(await screen.findByText(/Not recorded: nothing is refused for want of rights/)).toBeVisible();
    expect(screen.getByText(/everything is available/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: /We hold all rights, world, all languages/ }));
    const table = await screen.findByRole('table', { name: 'Rights held' });
    expect(within(table).getByText('Translation')).toBeVisible();
    expect(within(table).getByText('Audio')).toBeVisible();
    expect(within(table).getAllByText('All languages')).toHaveLength(2);
    expect(bodiesOf(spy, 'POST', '/api/titles/4/rights/all')).toHaveLength(1);
    // Once rights are recorded the one-click button is gone.
    expect(screen.queryByRole('button', { name: /We hold all rights/ })).not.toBeInTheDocument();
  });

  it("adds a right checked with core's rules before anything is sent", async () => {
    const { spy, user } = await openRights({ routes: { 'POST /api/titles/4/rights': ({ body }) => json(200, held({ id: 9, ...(body as Partial<RightHeld>) })) } });
    await user.click(await screen.findByRole('button', { name: 'Add a right' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a right held' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Right/ }), 'audio');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Author share (%)' }), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Author share must be between 0 and 100')).toBeVisible();
    expect(bodiesOf(spy, 'POST', '/api/titles/4/rights')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Author share (%)' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Author share (%)' }), '50');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), 'provisional');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(bodiesOf(spy, 'POST', '/api/titles/4/rights')).toHaveLength(1));
    expect(bodiesOf(spy, 'POST', '/api/titles/4/rights')[0]).toMatchObject({
      contractType: 'audio',
      languages: [],
      status: 'provisional',
      authorSharePct: 50,
      territory: { world: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows provisional rights as such, and viewers cannot change them', async () => {
    await openRights({ rights: [held({ status: 'provisional', languages: ['de', 'fr'], heldUntil: '2040-12-31', authorSharePct: 50 })], role: 'viewer' });
    const table = await screen.findByRole('table', { name: 'Rights held' });
    expect(within(table).getByText('Provisional')).toBeVisible();
    expect(within(table).getByText('German, French')).toBeVisible();
    expect(within(table).getByText('50%')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a right' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit Translation/ })).not.toBeInTheDocument();
  });

  it('colours each cell of the grid by its state, and a click says why with a link', async () => {
    const { user } = await openRights({ rights: [held({})], grid: soldInGerman });
    const grid = await screen.findByRole('table', { name: 'Availability by right and language' });
    expect(within(grid).getByRole('columnheader', { name: 'German' })).toBeVisible();
    const sold = within(grid).getByRole('button', { name: 'Translation, German: Sold. Why?' });
    expect(within(grid).getByRole('button', { name: 'Translation, Italian: Available. Why?' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(/Available.*Pitched.*Offer.*Optioned.*Pending.*Sold.*Not held/);

    await user.click(sold);
    const why = await screen.findByRole('link', { name: /License to Hanser Verlag · Signed · exclusive · until/ });
    expect(why).toHaveAttribute('href', '/licenses/edit/7');
  });

  it('removes a right after asking', async () => {
    const { spy, user } = await openRights({ rights: [held({ id: 3 })], routes: { 'DELETE /api/titles/4/rights/3': () => json(200, { id: 3 }) } });
    await user.click(await screen.findByRole('button', { name: 'Remove Translation' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this right held?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(spy.mock.calls.some(([input, init]) => init?.method === 'DELETE' && String(input).endsWith('/titles/4/rights/3'))).toBe(true));
  });
});
