import { Box } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, apiBlob } from '../../../lib/api-client';
import { BlobImage } from '../../../components/ui/blob-image';

/** `/api/titles/7/cover/thumbnail?v=3` as the API client's path (`/titles/7/...`). */
const apiPath = (address: string) => (address.startsWith(`${API_BASE}/`) ? address.slice(API_BASE.length) : address);

/**
 * A cover of the guide's document in the app: its thumbnail fetched with the token (an `<img>`
 * cannot send it), once per address (a new cover has a new one); an empty frame meanwhile and when
 * it cannot be had. Styled by the document's `guide-cover` class.
 */
export function AppCover({ address, name }: { address: string; name: string }) {
  const image = useQuery({ queryKey: ['guide-cover', address], queryFn: ({ signal }) => apiBlob(apiPath(address), signal), staleTime: Infinity, retry: false });
  if (!image.data) return <Box className="guide-cover" role="img" aria-label={`Cover of ${name}`} aria-busy={image.isPending || undefined} />;
  return <BlobImage blob={image.data} className="guide-cover" alt={`Cover of ${name}`} />;
}

/** A cover of the shared page's document: a plain image of the address the document names (no token). */
export function PublicCover({ address, name }: { address: string; name: string }) {
  return <img className="guide-cover" src={address} alt={`Cover of ${name}`} />;
}
