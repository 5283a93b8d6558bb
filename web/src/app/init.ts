import type { QueryClient } from '@tanstack/react-query';
import { toaster } from '../components/ui/toaster';
import { currentUserQueryOptions } from '../features/auth/api/current-user';
import { countriesQueryOptions, languagesQueryOptions } from '../features/reference/api/reference-lists';

/**
 * The two initialisation steps run, in sequence, after a successful sign-in (docs/product.md §4):
 * 1. the reference lists (countries, then languages), each fetched only if storage lacks it;
 * 2. what the home page needs (the current user and team).
 * A failing step is logged and shown as a toast; it does not stop sign-in (the shell retries).
 */
export async function initialiseAfterSignIn(queryClient: QueryClient): Promise<void> {
  const steps: { label: string; run: () => Promise<unknown> }[] = [
    {
      label: 'Could not load the country and language lists',
      run: async () => {
        await queryClient.ensureQueryData(countriesQueryOptions());
        await queryClient.ensureQueryData(languagesQueryOptions());
      },
    },
    {
      label: 'Could not load your account details',
      run: () => queryClient.fetchQuery(currentUserQueryOptions()),
    },
  ];
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      console.error(`initialisation: ${step.label}`, error);
      toaster.create({
        type: 'error',
        title: step.label,
        description: error instanceof Error ? error.message : String(error),
        closable: true,
      });
    }
  }
}
