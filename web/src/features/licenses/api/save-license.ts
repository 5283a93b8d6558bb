import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { LICENSES_KEY } from './get-licenses';
import type { Id, License, LicensePayload } from './license-types';

const seg = (id: Id) => encodeURIComponent(String(id));

/**
 * The request body: JSON when there is no new file, else multipart with a `license` part (the JSON)
 * and a `file` part (api.md "PDF upload").
 */
export function licenseBody(payload: LicensePayload, file?: File | null): LicensePayload | FormData {
  if (!file) return payload;
  const form = new FormData();
  form.append('license', JSON.stringify(payload));
  form.append('file', file, file.name);
  return form;
}

/**
 * Re-throws a failed write as an ApiError named after the operation, e.g.
 * "failed to update license: 422 - Unprocessable Entity" (spec §8), keeping the status and the
 * server's body (so `fieldErrors` still holds a 422's field messages).
 */
function named(operation: string, error: unknown): never {
  if (error instanceof ApiError) {
    throw new ApiError(error.status, error.statusText, `failed to ${operation}: ${error.status} - ${error.statusText}`, error.body);
  }
  throw error;
}

/** POST /licenses (JSON, or multipart with the PDF). */
export async function createLicense(payload: LicensePayload, file?: File | null): Promise<License> {
  try {
    return await apiRequest<License>('/licenses', { method: 'POST', body: licenseBody(payload, file) });
  } catch (error) {
    named('create license', error);
  }
}

/** PUT /licenses/{id} with the full license including its id; a new file replaces the stored one. */
export async function updateLicense(id: Id, payload: LicensePayload, file?: File | null): Promise<License> {
  try {
    return await apiRequest<License>(`/licenses/${seg(id)}`, { method: 'PUT', body: licenseBody({ ...payload, id }, file) });
  } catch (error) {
    named('update license', error);
  }
}

/** DELETE /licenses/{id}/file: removes the stored PDF. */
export async function deleteLicenseFile(id: Id): Promise<void> {
  try {
    await apiRequest(`/licenses/${seg(id)}/file`, { method: 'DELETE' });
  } catch (error) {
    named('remove license file', error);
  }
}

/**
 * What a license write may change: the licenses, and the titles and companies created from typed
 * names (and their suggestions).
 */
export async function invalidateAfterLicenseWrite(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: LICENSES_KEY }),
    queryClient.invalidateQueries({ queryKey: ['titles'] }),
    queryClient.invalidateQueries({ queryKey: ['companies'] }),
    queryClient.invalidateQueries({ queryKey: ['complete'] }),
  ]);
}

export interface SaveLicenseVariables {
  /** Absent for a new license. */
  id?: Id;
  payload: LicensePayload;
  file?: File | null;
}

/** Creates or updates a license; on success the list and the license's queries are refreshed. */
export function useSaveLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload, file }: SaveLicenseVariables) =>
      id === undefined ? createLicense(payload, file) : updateLicense(id, payload, file),
    onSuccess: async (saved) => {
      queryClient.setQueryData([...LICENSES_KEY, 'detail', String(saved.id)], saved);
      await invalidateAfterLicenseWrite(queryClient);
    },
  });
}

export function useDeleteLicenseFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => deleteLicenseFile(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LICENSES_KEY }),
  });
}

/** DELETE /licenses/{id}. */
export async function deleteLicense(id: Id): Promise<void> {
  try {
    await apiRequest(`/licenses/${seg(id)}`, { method: 'DELETE' });
  } catch (error) {
    named('delete license', error);
  }
}

export function useDeleteLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => deleteLicense(id),
    // Only the list: the page showing the deleted license leaves it, and its cached copy is
    // dropped once nobody observes it (refetching it now would flash "not found").
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...LICENSES_KEY, 'list'] }),
  });
}
