import { useEffect, useState } from 'react';

/**
 * An object URL for `blob` while the component shows it (an image fetched with the bearer
 * token), released when the blob changes or the component goes; undefined without a blob.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
