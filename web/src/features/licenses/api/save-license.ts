import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, write } from '../../../lib/api-client';
import { licenseKeys, LICENSES_KEY } from './get-licenses';
import type { Id, License, LicensePayload } from './license-types';

const seg = (id: Id) => encodeURIComponent(String(id));

/**
 * The request body: JSON when there is no new file, else multipart with a `license` part (the JSON)
 * and a `file` part (docs/http.md, "Licenses and their PDF").
 */
export function licenseBody(payload: LicensePayload, file?: File | null): LicensePayload | FormData {
  if (!file) return payload;
  const form = new FormData();
  form.append('license', JSON.stringify(payload));
  form.append('file', file, file.name);
  return form;
}

/** POST /licenses (JSON, or multipart with the PDF). */
export const createLicense = (payload: LicensePayload, file?: File | null): Promise<License> =>
  write('create license', () => apiRequest<License>('/licenses', { method: 'POST', body: licenseBody(payload, file) }));

/** PUT /licenses/{id} with the full license including its id; a new file replaces the stored one. */
export const updateLicense = (id: Id, payload: LicensePayload, file?: File | null): Promise<License> =>
  write('update license', () => apiRequest<License>(`/licenses/${seg(id)}`, { method: 'PUT', body: licenseBody({ ...payload, id }, file) }));

/** DELETE /licenses/{id}/file: removes the stored PDF. */
export const deleteLicenseFile = (id: Id): Promise<unknown> => write('remove license file', () => apiRequest(`/licenses/${seg(id)}/file`, { method: 'DELETE' }));

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
export const deleteLicense = (id: Id): Promise<unknown> => write('delete license', () => apiRequest(`/licenses/${seg(id)}`, { method: 'DELETE' }));

export function useDeleteLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => deleteLicense(id),
    // Only the list: the page showing the deleted license leaves it, and its cached copy is
    // dropped once nobody observes it (refetching it now would flash "not found").
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licenseKeys.list() }),
  });
}
