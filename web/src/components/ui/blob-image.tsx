import { Image, type ImageProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/**
 * An image whose bytes were fetched already (with the bearer token, which an `<img src>` cannot
 * send): shown through an object URL made for it, released when the blob changes or the image
 * goes.
 */
export function BlobImage({ blob, ...props }: { blob: Blob } & Omit<ImageProps, 'src'>) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <Image ref={image} {...props} />;
}
