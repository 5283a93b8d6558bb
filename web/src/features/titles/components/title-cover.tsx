import { Button, HStack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { LuBookImage, LuImageUp, LuTrash2 } from 'react-icons/lu';
import { BlobImage } from '../../../components/ui/blob-image';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toaster } from '../../../components/ui/toaster';
import { endedSession, failureReason, WriteError } from '../../../lib/api-client';
import { useInView } from '../../../lib/use-in-view';
import { useCover, useDeleteCover, useUploadCover, type CoverSize } from '../api/title-cover';
import type { Title } from '../api/title-types';

interface CoverProps {
  titleId: number;
  cover: number | null | undefined;
  /** The title's name: the image's description. */
  name: string;
  /** A list row's (`sm`) or the title page header's (`lg`): the theme's `title-cover` class. */
  size: 'sm' | 'lg';
  /** Which image: the thumbnail (lists, the header) unless told. */
  image?: CoverSize;
}

/**
 * A title's cover at 2:3, fetched with the bearer token once it comes near the viewport (a list's
 * rows wait until scrolled to) and cached by cover id; a neutral book placeholder without one, or
 * while and when it cannot be loaded.
 */
export function TitleCover(props: CoverProps) {
  const { cover, size } = props;
  // Most rows of a list have none: no observer, no query, no second render for them.
  if (cover == null) return <CoverFrame size={size} cover="none" label="No cover" />;
  return <FetchedCover {...props} cover={cover} />;
}

function FetchedCover({ titleId, cover, name, size, image = 'thumbnail' }: CoverProps & { cover: number }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const seen = useInView(box);
  const blob = useCover(titleId, cover, image, seen).data;
  return (
    <CoverFrame size={size} cover={cover} label={blob ? undefined : `Cover of ${name}`} boxRef={setBox}>
      {blob && <BlobImage blob={blob} alt={`Cover of ${name}`} w="full" h="full" objectFit="cover" />}
    </CoverFrame>
  );
}

/**
 * The cover's frame, drawn by the theme's `title-cover` class (app/theme-config.ts) rather than by
 * Chakra elements: the image given, else the book placeholder (an image described by `label`).
 */
function CoverFrame({ size, cover, label, boxRef, children }: { size: CoverProps['size']; cover: number | 'none'; label?: string; boxRef?: (box: HTMLDivElement | null) => void; children?: ReactNode }) {
  return (
    <div ref={boxRef} className="title-cover" data-size={size} data-cover={cover} role={children ? undefined : 'img'} aria-label={label}>
      {children ?? <LuBookImage aria-hidden />}
    </div>
  );
}

/**
 * A writer's cover buttons: "Upload cover" without one, "Replace" and "Remove" with one. The
 * server checks the image (JPEG, PNG or WebP, at most 5 MB) and says why it refuses one.
 */
export function CoverActions({ title }: { title: Title }) {
  const upload = useUploadCover();
  const remove = useDeleteCover();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();

  const send = (file: File) => {
    setProblem(undefined);
    upload.mutate(
      { titleId: title.id, file },
      {
        onSuccess: () => toaster.create({ type: 'success', title: title.cover == null ? 'Cover uploaded' : 'Cover replaced', description: title.name }),
        onError: (error) => {
          if (endedSession(error)) return;
          const onFile = error instanceof WriteError ? error.fieldErrors.file : undefined;
          if (onFile) setProblem(onFile);
          else toaster.create({ type: 'error', title: 'The cover was not uploaded', description: failureReason(error) });
        },
      },
    );
  };

  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => input.current?.click()} loading={upload.isPending} loadingText="Uploading...">
          <LuImageUp /> {title.cover == null ? 'Upload cover' : 'Replace'}
        </Button>
        {title.cover != null && (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
            <LuTrash2 /> Remove
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          aria-label="Cover image"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) send(file);
          }}
        />
      </HStack>
      {problem && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {problem}
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the cover?"
        body={`${title.name} will show no cover until one is uploaded again.`}
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(title.id, {
            onSuccess: () => {
              setConfirming(false);
              toaster.create({ type: 'success', title: 'Cover removed', description: title.name });
            },
            onError: (error) => {
              setConfirming(false);
              if (!endedSession(error)) toaster.create({ type: 'error', title: 'The cover was not removed', description: failureReason(error) });
            },
          })
        }
      />
    </>
  );
}
