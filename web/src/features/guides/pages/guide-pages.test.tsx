import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { callsOf, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { frankfurt, guidesServer } from '../testing/fake-guides-server';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

/** The body and headers of the app's calls to `method path`. */
function sent(spy: ReturnType<typeof guidesServer>['spy'], method: string, path: string) {
  return spy.mock.calls
    .filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => ({ body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init?.headers) }));
}

async function typeSlowly(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  for (const ch of text) await user.type(element, ch);
}

describe('/guides', () => {
  it("lists the team's guides with their titles count, each opening its builder", async () => {
    guidesServer();
    renderApp('/guides');
    const table = await screen.findByRole('table', { name: 'Rights guides' });
    const row = within(table).getByRole('row', { name: /Frankfurt 2026/ });
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('Shared');
    expect(within(row).getByRole('link', { name: 'Frankfurt 2026' })).toHaveAttribute('href', '/guides/5');
    expect(screen.getByRole('link', { name: 'New guide' })).toHaveAttribute('href', '/guides/new');
  });
});

describe('/guides/{id}', () => {
  it('names the titles from the document, adds, removes and renames, and saves over the version read', async () => {
    const { spy } = guidesServer({ 'PUT /api/guides/5': ({ body }) => json(200, { ...frankfurt, ...(body as object), version: 4 }) });
    renderApp('/guides/5');
    const user = userEvent.setup();
    const fiction = await screen.findByRole('region', { name: 'Fiction' });
    expect(within(fiction).getAllByTestId('guide-title').map((row) => row.textContent)).toEqual(['1.Dune', '2.Emma']);

    // Emma is in the guide already: said, not added twice.
    const nonFiction = screen.getByRole('region', { name: 'Non-fiction' });
    await typeSlowly(user, within(nonFiction).getByRole('combobox'), 'Emm');
    await user.click(await screen.findByRole('option', { name: 'Emma' }));
    expect(await within(nonFiction).findByText('“Emma” is in the guide already, in Fiction.')).toBeVisible();
    await typeSlowly(user, within(nonFiction).getByRole('combobox'), 'Mid');
    await user.click(await screen.findByRole('option', { name: 'Middlemarch' }));
    expect(within(nonFiction).getAllByTestId('guide-title').map((row) => row.textContent)).toEqual(['1.Walden', '2.Middlemarch']);

    await user.click(within(fiction).getByRole('button', { name: 'Remove Dune from the guide' }));
    await user.clear(within(fiction).getByRole('textbox', { name: 'Section 1 heading' }));
    await user.type(within(fiction).getByRole('textbox', { name: 'Section 1 heading' }), 'Novels');
    await user.click(screen.getByRole('checkbox', { name: 'Quotes' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fair' }), await screen.findByRole('option', { name: 'Frankfurt Book Fair (2026-10-14)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Guide saved')).toBeVisible();
    const [put] = sent(spy, 'PUT', '/api/guides/5');
    expect(put.headers.get('If-Match')).toBe('"3"');
    expect(put.body).toMatchObject({
      id: 5,
      name: 'Frankfurt 2026',
      sections: [
        { heading: 'Novels', titleIds: [2] },
        { heading: 'Non-fiction', titleIds: [3, 4] },
      ],
      show: { quotes: true, cover: true },
      availabilityRight: 'foreign_rights',
      contactUserId: 7,
      fairId: 3,
    });
  }, 40_000);

  it('shows the server’s message under the field it names', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    guidesServer({ 'PUT /api/guides/5': () => json(422, { message: 'Invalid guide', errors: { name: 'Guide name is required' } }) });
    renderApp('/guides/5');
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Guide name/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Guide name is required')).toBeVisible();
  });

  it('asks before removing a section that holds titles', async () => {
    guidesServer();
    renderApp('/guides/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove section Fiction' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this section?' });
    expect(dialog).toHaveTextContent('Fiction and its 2 titles leave the guide when you save it.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove section' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Fiction' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Section 1 heading' })).toHaveValue('Non-fiction');
  });

  it('shares: shows the address to copy, and stops sharing once confirmed', async () => {
    const { spy } = guidesServer({
      'POST /api/guides/5/share': () => json(200, { url: 'http://rights.example/guide/abc123' }),
      'DELETE /api/guides/5/share': () => new Response(null, { status: 204 }),
    });
    renderApp('/guides/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Frankfurt 2026”' });
    expect(within(dialog).getByRole('textbox')).toHaveValue('http://rights.example/guide/abc123');
    expect(within(dialog).getByRole('button', { name: 'Copy to clipboard' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Stop sharing this guide?' });
    await user.click(within(confirm).getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('Sharing stopped')).toBeVisible();
    expect(callsOf(spy)).toContain('DELETE /api/guides/5/share');
  });

  it('is read-only for a viewer: no inputs to type in, nothing to drag, no share', async () => {
    guidesServer({}, ['viewer']);
    renderApp('/guides/5');
    expect(await screen.findByRole('region', { name: 'Fiction' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Guide name/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Move Dune' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('the printed guide', () => {
  it('shows each title with what was sold and what is still available, and the rights contact', async () => {
    guidesServer();
    renderApp('/guides/5/preview');
    const dune = await screen.findByRole('article', { name: 'Dune' });
    expect(dune).toHaveTextContent('Rights sold: German (Hanser Verlag), French (Gallimard)');
    expect(dune).toHaveTextContent('Available: all languages but French, German');
    expect(dune).toHaveTextContent('Material available: Reading sample, Full text');
    expect(dune).toHaveTextContent('412 pages');
    expect(dune).toHaveTextContent('Rights: Alice Martin, alice@example.com');
    expect(screen.getByRole('article', { name: 'Emma' })).toHaveTextContent('Available: all languages');
    expect(screen.getByRole('heading', { level: 2, name: 'Non-fiction' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Frankfurt 2026'));
  });

  it('is the page a share link opens, fetched without the session; a revoked link says so', async () => {
    const { spy } = guidesServer({ 'GET /shared/guides/gone': () => json(404, { message: 'Not found' }) });
    renderApp('/guide/gone');
    expect(await screen.findByText('This guide is no longer shared')).toBeVisible();
    const [call] = spy.mock.calls.filter(([input]) => String(input) === '/shared/guides/gone');
    expect(new Headers(call[1]?.headers).has('Authorization')).toBe(false);
  });
});
