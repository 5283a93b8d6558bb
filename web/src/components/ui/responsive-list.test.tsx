import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ResponsiveList, RowLink, type ListColumn } from './responsive-list';
import type { SortState } from './sort-header';

interface Book {
  id: number;
  name: string;
  author: string;
}
type Key = 'name' | 'author';

const books: Book[] = [
  { id: 1, name: 'Dune', author: 'Frank Herbert' },
  { id: 2, name: 'Emma', author: '' },
];
const columns: ListColumn<Book, Key>[] = [
  { key: 'name', label: 'Title', sortKey: 'name', card: 'title', cell: (b) => <RowLink to={`/books/${b.id}`}>{b.name}</RowLink> },
  { key: 'author', label: 'Author', sortKey: 'author', card: 'detail', cell: (b) => b.author },
  { key: 'id', label: 'Number', cell: (b) => `#${b.id}` },
];

function Books({ onOpen }: { onOpen: (b: Book) => void }) {
  const [sort, setSort] = useState<SortState<Key>>({ key: 'name', direction: 'asc' });
  const rows = [...books].sort((a, b) => (sort.direction === 'asc' ? 1 : -1) * a[sort.key].localeCompare(b[sort.key]));
  return (
    <ResponsiveList
      label="Books"
      rows={rows}
      rowKey={(b) => String(b.id)}
      columns={columns}
      sort={sort}
      onSort={setSort}
      onOpen={onOpen}
      actions={(b) => <button type="button">Delete {b.name}</button>}
    />
  );
}

function show(onOpen = vi.fn()) {
  const router = createMemoryRouter([{ path: '*', element: <Books onOpen={onOpen} /> }]);
  renderWithProviders(<RouterProvider router={router} />);
  return { onOpen, router, user: userEvent.setup() };
}

describe('ResponsiveList', () => {
  it('is a table with sortable headers on wide screens', async () => {
    const { onOpen, user } = show();
    const table = screen.getByRole('table', { name: 'Books' });
    expect(screen.queryByRole('list')).toBeNull();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Title', 'Author', 'Number', 'Actions']);
    await user.click(within(table).getByRole('button', { name: /Title/ }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Emma');
    await user.click(within(table).getByText('#1'));
    expect(onOpen).toHaveBeenCalledWith(books[0]);
    await user.click(within(table).getByRole('button', { name: 'Delete Dune' }));
    expect(onOpen).toHaveBeenCalledTimes(1); // a button of the row does not open it
  });

  it('is cards with the essentials on narrow screens: the link, the details (a dash when empty), the actions', async () => {
    vi.stubGlobal('innerWidth', 375);
    const { onOpen, router, user } = show();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Books' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/books/1');
    expect(within(cards[0]!).getByText('Author')).toBeVisible();
    expect(within(cards[0]!).getByText('Frank Herbert')).toBeVisible();
    expect(within(cards[1]!).getByText('—')).toBeVisible();
    expect(within(cards[0]!).queryByText('#1')).toBeNull(); // a table-only column
    await user.click(within(cards[0]!).getByText('Frank Herbert'));
    expect(onOpen).toHaveBeenCalledWith(books[0]);
    // sorting without headers
    await user.click(screen.getByRole('button', { name: /Ascending, switch to descending/ }));
    expect(within(screen.getByRole('list', { name: 'Books' })).getAllByRole('listitem')[0]).toHaveTextContent('Emma');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Author');
    expect(within(screen.getByRole('list', { name: 'Books' })).getAllByRole('listitem')[0]).toHaveTextContent('Frank Herbert');
    await user.click(within(cards[0]!).getByRole('link', { name: 'Dune' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/books/1'));
  });
});
