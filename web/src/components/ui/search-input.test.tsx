import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SEARCH_DELAY_MS, SearchInput } from './search-input';

/** The box over a search kept elsewhere (as a list keeps it in the address), with a way to set it from outside. */
function Search({ onSearch }: { onSearch: (text: string) => void }) {
  const [value, setValue] = useState('dune');
  const search = (text: string) => {
    onSearch(text);
    setValue(text);
  };
  return (
    <>
      <SearchInput value={value} onSearch={search} label="Search titles" />
      <button type="button" onClick={() => setValue('emma')}>
        Back
      </button>
      <output>{value}</output>
    </>
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `ui` at `/` of a data router, as the lists are; `/next` a page whose code arrives when `arrive` is called. */
function renderInRouter(ui: ReactElement) {
  let arrive = () => {};
  const next = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '/next', lazy: async () => (await next, { Component: () => <p>Next page</p> }) },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  return { router, arrive };
}

describe('SearchInput', () => {
  it('shows each keystroke at once and searches once typing pauses, trimmed', async () => {
    const onSearch = vi.fn();
    renderInRouter(<Search onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search titles' });
    expect(box).toHaveValue('dune');
    const user = userEvent.setup();
    await user.type(box, ' messiah ');
    expect(box).toHaveValue('dune messiah ');
    expect(onSearch).not.toHaveBeenCalled();
    await pause(SEARCH_DELAY_MS + 100);
    expect(onSearch.mock.calls).toEqual([['dune messiah']]);
    // its own search coming back keeps the trailing space typed
    expect(box).toHaveValue('dune messiah ');
  });

  it('clears at once', async () => {
    const onSearch = vi.fn();
    renderInRouter(<Search onSearch={onSearch} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search text' }));
    expect(onSearch.mock.calls).toEqual([['']]);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('shows a search set from elsewhere, without searching again', async () => {
    const onSearch = vi.fn();
    renderInRouter(<Search onSearch={onSearch} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('searchbox')).toHaveValue('emma');
    await pause(SEARCH_DELAY_MS + 100);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('does not search once a result was clicked and its page is loading: the address would come back here', async () => {
    const onSearch = vi.fn();
    const { router, arrive } = renderInRouter(<Search onSearch={onSearch} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), ' messiah');
    await act(() => {
      void router.navigate('/next');
    });
    await pause(SEARCH_DELAY_MS + 100);
    expect(onSearch).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(await screen.findByText('Next page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/next');
  });
});
