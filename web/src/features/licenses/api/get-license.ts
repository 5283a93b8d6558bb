import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LICENSES_KEY } from './get-licenses';
import type { Id, License } from './license-types';

const seg = (id: Id) => encodeURIComponent(String(id));

/** GET /licenses/{id}: the license on 200; anything else is logged and gives null (docs/product.md §7, §8). */
export async function getLicense(id: Id, signal?: AbortSignal): Promise<License | null> {
  try {
    return (await api.get<License>(`/licenses/${seg(id)}`, signal)) ?? null;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('get license error', error);
    return null;
  }
}

export const licenseQueryOptions = (id: Id) =>
  queryOptions({
    queryKey: [...LICENSES_KEY, 'detail', String(id)],
    queryFn: ({ signal }) => getLicense(id, signal),
  });

export const useLicense = (id: Id) => useQuery(licenseQueryOptions(id));
