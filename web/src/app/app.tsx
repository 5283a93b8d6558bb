import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The app's router, made before the first render (main.ts waits for `ready` to render). */
export const startRouter = () => createAppRouter(queryClient);

export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
