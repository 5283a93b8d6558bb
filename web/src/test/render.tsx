import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { syncSessionState } from '../lib/session';

/** Renders the whole app (real route table and providers, the DOM router provider) at `path`, in memory. */
export function renderApp(path = '/') {
  syncSessionState();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders a component inside the providers only. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
}
