import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchPatch } from './use-search-patch';

function Filters() {
  const [params, patch] = useSearchPatch();
  return (
    <>
      <button type="button" onClick={() => patch({ country: 'FR' })}>
        France
      </button>
      <button
        type="button"
        onClick={() => {
          // two changes before the router shows the first
          patch({ type: 'publisher', page: null });
          patch({ q: 'gallimard' });
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => patch({ company: '7' }, { push: true })}>
        Open
      </button>
      <output>{params.toString()}</output>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/contacts', element: <Filters /> }], { initialEntries: ['/', path], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('useSearchPatch', () => {
  it('changes some parameters and keeps the others, replacing the history entry', async () => {
    const { router, user } = renderAt('/contacts?q=dune&page=2');
    await user.click(screen.getByRole('button', { name: 'France' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dune&page=2&country=FR'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('builds each change on the one before, even before the address shows it', async () => {
    const { router, user } = renderAt('/contacts?country=FR&page=3');
    await user.click(screen.getByRole('button', { name: 'Both' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('country=FR&type=publisher&q=gallimard'));
    expect(router.state.location.search).toBe('?country=FR&type=publisher&q=gallimard');
  });

  it('pushes a history entry when asked, so Back undoes it', async () => {
    const { router, user } = renderAt('/contacts?q=dune');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dune&company=7'));
    expect(router.state.historyAction).toBe('PUSH');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^q=dune$/));
  });

  it('changes nothing while another page is loading: the navigation away is not cancelled', async () => {
    let arrive = () => {};
    const next = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter(
      [
        { path: '/contacts', element: <Filters /> },
        { path: '/licenses/edit/14', lazy: async () => (await next, { Component: () => <p>License 14</p> }) },
      ],
      { initialEntries: ['/contacts?q=dune'] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await act(() => {
      void router.navigate('/licenses/edit/14');
    });
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await user.click(screen.getByRole('button', { name: 'France' }));
    await act(async () => arrive());
    expect(await screen.findByText('License 14')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/licenses/edit/14');
  });
});
