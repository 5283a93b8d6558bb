import { toaster } from './toaster';
import { endedSession, failureReason, WriteError } from '../../lib/api-client';
import type { PlacedErrors } from '../../lib/use-form';

/** Says a failed save that the form's fields do not show: in a toast titled `title`. */
export function toastFailure(title: string) {
  return (error: unknown, { onFields, other }: PlacedErrors) => {
    if (endedSession(error)) return; // the guard takes over
    if (error instanceof WriteError && error.status === 422 && other.length === 0 && Object.keys(onFields).length > 0) return;
    toaster.create({ type: 'error', title, description: other.join(' ') || failureReason(error) });
  };
}
