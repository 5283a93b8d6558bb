import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { callsOf } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import type { Title } from '../api/title-types';
import { answer, signInAs, titlesServer } from '../testing/fake-titles-server';

const catalogue: Title[] = [
  { id: 1, name: 'Les Misérables', author: 'Victor Hugo', publishDate: '1862-04-03', description: null },
  { id: 2, name: 'Dune', author: 'Frank Herbert', publishDate: '1965-08-01', description: null },
  { id: 3, name: 'Beloved', author: null, publishDate: null, description: null },
];

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function openList(titles = catalogue, role: 'editor' | 'viewer' = 'editor', overrides = {}) {
  const server = titlesServer(titles, overrides);
  signInAs(role);
  const app = renderApp('/titles');
  await screen.findByRole('heading', { level: 1, name: 'Titles' });
  return { ...server, ...app, user: userEvent.setup() };
}

describe('/titles', () => {
  it('lists name, author and publish date (in the user locale), sorted by name', async () => {
    await openList();
    await screen.findByRole('table');
    expect(rowNames()).toEqual(['Beloved', 'Dune', 'Les Misérables']);
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(1965, 7, 1));
    const dune = screen.getByRole('row', { name: /Dune/ });
    expect(within(dune).getByText('Frank Herbert')).toBeVisible();
    expect(within(dune).getByText(date)).toHaveAttribute('datetime', '1965-08-01');
    expect(screen.getByText('3 titles')).toBeVisible();
  });

  it('sorts by a column on click, flipping the direction, with aria-sort', async () => {
    const { user } = await openList();
    await screen.findByRole('table');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Publish date/ }));
    expect(header('Publish date')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Title')).toHaveAttribute('aria-sort', 'none');
    expect(rowNames()).toEqual(['Les Misérables', 'Dune', 'Beloved']);
    await user.click(screen.getByRole('button', { name: /Publish date/ }));
    expect(header('Publish date')).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['Dune', 'Les Misérables', 'Beloved']);
  });

  it('filters as you type, by name or author, ignoring accents; says when nothing matches', async () => {
    const { user, router } = await openList();
    const search = await screen.findByRole('searchbox', { name: 'Search titles' });
    await user.type(search, 'mise');
    await waitFor(() => expect(rowNames()).toEqual(['Les Misérables']));
    expect(screen.getByText('1 of 3 titles')).toBeVisible();
    expect(router.state.location.search).toBe('?q=mise');
    await user.clear(search);
    await user.type(search, 'herbert');
    await waitFor(() => expect(rowNames()).toEqual(['Dune']));
    await user.type(search, 'zzz');
    expect(await screen.findByText('No matching titles')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  });

  it('opens a title from its row', async () => {
    const { user, router } = await openList();
    await user.click(await screen.findByText('Frank Herbert'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/titles/edit/2'));
  });

  it('invites the first title when there are none', async () => {
    const { user, router } = await openList([]);
    expect(await screen.findByText('No titles yet')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Add your first title' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/titles/new'));
  });

  it('has a "New title" button', async () => {
    await openList();
    expect(await screen.findByRole('link', { name: 'New title' })).toHaveAttribute('href', '/titles/new');
  });

  it('deletes after confirmation, with a toast, and the row goes away', async () => {
    const { user, spy } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete Dune' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this title?' });
    expect(within(dialog).getByText('Dune')).toBeVisible();
    expect(callsOf(spy)).not.toContain('DELETE /api/titles/2');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Title deleted')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Beloved', 'Les Misérables']));
    expect(callsOf(spy)).toContain('DELETE /api/titles/2');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('Cancel in the confirmation deletes nothing', async () => {
    const { user, spy } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete Dune' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsOf(spy)).not.toContain('DELETE /api/titles/2');
    expect(rowNames()).toHaveLength(3);
  });

  it("shows the server's 409 explanation when licenses still use the title", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openList(catalogue, 'editor', {
      'DELETE /api/titles/2': () => answer(409, 'Conflict', { message: 'This title is used by 2 licenses; change or delete them first' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Dune' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This title is used by 2 licenses; change or delete them first')).toBeInTheDocument();
    expect(screen.getByText('“Dune” was not deleted')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(3);
  });

  it('shows a viewer no write actions', async () => {
    await openList(catalogue, 'viewer');
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'New title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('tells a viewer of an empty catalogue without inviting to create', async () => {
    await openList([], 'viewer');
    expect(await screen.findByText('Your team has not added any titles yet.')).toBeVisible();
    expect(within(screen.getByRole('main')).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('button')).toBeNull();
  });
});
