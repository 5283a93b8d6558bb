import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, write, WriteError } from '../../../lib/api-client';
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

/**
 * PUT /licenses/{id} with the full license including its id; a new file replaces the stored one.
 * `version`: the one the form was read at (a 412 when someone saved since).
 */
export const updateLicense = (id: Id, payload: LicensePayload, file?: File | null, version?: number): Promise<License> =>
  write('update license', () => apiRequest<License>(`/licenses/${seg(id)}`, { method: 'PUT', body: licenseBody({ ...payload, id }, file), version }));

/** DELETE /licenses/{id}/file: removes the stored PDF. */
export const deleteLicenseFile = ({ id, version }: { id: Id; version?: number | null }): Promise<unknown> =>
  write('remove license file', () => apiRequest(`/licenses/${seg(id)}/file`, { method: 'DELETE', version: version ?? undefined }));

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
  /** The version the edit was made from. */
  version?: number;
  payload: LicensePayload;
  file?: File | null;
}

/** Creates or updates a license; on success the list and the license's queries are refreshed. */
export function useSaveLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, payload, file }: SaveLicenseVariables) =>
      id === undefined ? createLicense(payload, file) : updateLicense(id, payload, file, version),
    onSuccess: async (saved) => {
      queryClient.setQueryData([...LICENSES_KEY, 'detail', String(saved.id)], saved);
      await invalidateAfterLicenseWrite(queryClient);
    },
  });
}

export function useDeleteLicenseFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLicenseFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LICENSES_KEY }),
  });
}

/** DELETE /licenses/{id}, over `version` (the one read). */
export const deleteLicense = ({ id, version }: { id: Id; version?: number | null }): Promise<unknown> =>
  write('delete license', () => apiRequest(`/licenses/${seg(id)}`, { method: 'DELETE', version: version ?? undefined }));

export function useDeleteLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLicense,
    // Only the list: the page showing the deleted license leaves it, and its cached copy is
    // dropped once nobody observes it (refetching it now would flash "not found").
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licenseKeys.list() }),
    // Someone changed it since (412, its message says who): read it again, so that a second
    // delete, made knowingly, is over the version now stored.
    onError: (error, { id }) => {
      if (error instanceof WriteError && error.status === 412) return queryClient.invalidateQueries({ queryKey: [...LICENSES_KEY, 'detail', String(id)] });
    },
  });
}
