import { Box, Button, Field, GridItem, HStack, Icon, Stack, Text, Wrap } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { LuDownload, LuExternalLink, LuFileText, LuFileUp, LuTrash2, LuX } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toaster } from '../../../components/ui/toaster';
import { WriteError } from '../../../lib/api-client';
import { limits } from '../../../lib/core';
import { formatBytes, formatFileSize } from '../../../lib/format';
import type { Id, LicenseFile } from '../api/license-types';
import { useDeleteLicenseFile } from '../api/save-license';
import { useLicenseFileActions, type LicenseFileAction } from './use-license-file-actions';

interface Props {
  /** The stored license (edit form), for its current file. */
  licenseId?: Id;
  current?: LicenseFile | null;
  chosen: File | null;
  error?: string;
  readOnly?: boolean;
  disabled?: boolean;
  onChoose: (file: File | null) => void;
  /** The version of the license the form edits: the removal is made over it (a 412 when someone saved since). */
  version?: number;
  /** The stored file was removed: the license is one version on. */
  onRemoved?: () => void;
}

const INPUT_ID = 'license-pdf-file';

/** The upload limit in both units, e.g. "5 MB (5,242,880 bytes)". */
function uploadLimit(): string {
  const max = limits().maxUploadBytes;
  return `${max / (1024 * 1024)} MB (${formatBytes(max)})`;
}

/**
 * The size line of a file. Over the limit it gives the exact count and the limit in bytes: "5.0 MB"
 * alone beside "must not be more than 5MB" would read as a contradiction.
 */
function sizeLine(size: number, note?: string): string {
  if (size > limits().maxUploadBytes) return `${formatFileSize(size)} (${formatBytes(size)}) · more than the ${uploadLimit()} allowed`;
  return note ? `${formatFileSize(size)} · ${note}` : formatFileSize(size);
}

function FileRow({ name, size, note, invalid, children }: { name: string; size: number; note?: string; invalid?: boolean; children?: ReactNode }) {
  return (
    <Stack gap="3" borderWidth="1px" borderColor={invalid ? 'border.error' : undefined} rounded="md" p="3" bg="bg.subtle">
      <HStack gap="3" minW="0">
        <Icon as={LuFileText} boxSize="6" color={invalid ? 'fg.error' : 'brand.fg'} flexShrink="0" />
        <Box minW="0" flex="1">
          <Text fontWeight="medium" truncate title={name} data-testid="file-name">
            {name}
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="file-size">
            {sizeLine(size, note)}
          </Text>
        </Box>
      </HStack>
      <Wrap gap="2">{children}</Wrap>
    </Stack>
  );
}

/**
 * The license's PDF: the stored one (open, download, replace, remove) and a newly chosen one
 * (checked with the core's rules before anything is uploaded; sent with the form).
 */
export function LicenseFileField({ licenseId, current, chosen, error, readOnly, disabled, onChoose, version, onRemoved }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const removeFile = useDeleteLicenseFile();
  const files = useLicenseFileActions();
  const fetchFile = (action: LicenseFileAction) => {
    if (licenseId !== undefined && current) void files.run(action, licenseId, current.name);
  };
  const busy = (action: LicenseFileAction) => licenseId !== undefined && files.isBusy(licenseId, action);

  const remove = () => {
    if (licenseId === undefined) return;
    removeFile.mutate({ id: licenseId, version }, {
      onSuccess: () => {
        setConfirmRemove(false);
        onRemoved?.();
        toaster.create({ type: 'success', title: 'PDF removed' });
      },
      onError: (err) => {
        setConfirmRemove(false);
        toaster.create({ type: 'error', title: 'The PDF could not be removed', description: err instanceof WriteError ? err.serverMessage || err.message : err.message });
      },
    });
  };

  const pick = () => input.current?.click();
  const writable = !readOnly && !disabled;

  return (
    <GridItem colSpan={{ base: 1, md: 2 }}>
      <Field.Root invalid={Boolean(error)} readOnly={readOnly}>
        <Field.Label htmlFor={INPUT_ID}>PDF file</Field.Label>
        <input
          ref={input}
          id={INPUT_ID}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          disabled={!writable}
          aria-invalid={Boolean(error) || undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            event.currentTarget.value = ''; // the same file can be chosen again
            if (file) onChoose(file);
          }}
        />
        <Stack gap="2" w="full">
          {current && !chosen && (
            <FileRow name={current.name} size={current.size}>
              <Button size="sm" variant="outline" loading={busy('open')} onClick={() => fetchFile('open')}>
                <LuExternalLink /> Open
              </Button>
              <Button size="sm" variant="outline" loading={busy('download')} onClick={() => fetchFile('download')}>
                <LuDownload /> Download
              </Button>
              {writable && (
                <>
                  <Button size="sm" variant="outline" onClick={pick}>
                    <LuFileUp /> Replace
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmRemove(true)}>
                    <LuTrash2 /> Remove
                  </Button>
                </>
              )}
            </FileRow>
          )}
          {chosen && (
            <FileRow name={chosen.name} size={chosen.size} invalid={Boolean(error)} note={error ? 'not accepted' : current ? 'replaces the current PDF on save' : 'uploaded on save'}>
              <Button size="sm" variant="outline" disabled={!writable} onClick={pick}>
                <LuFileUp /> Choose another
              </Button>
              <Button size="sm" variant="ghost" disabled={!writable} onClick={() => onChoose(null)} aria-label={`Clear the chosen file ${chosen.name}`}>
                <LuX /> Clear
              </Button>
            </FileRow>
          )}
          {!current && !chosen &&
            (readOnly ? (
              <Text fontSize="sm" color="fg.muted">
                No PDF attached
              </Text>
            ) : (
              <HStack gap="3" wrap="wrap">
                <Button size="sm" variant="outline" onClick={pick} disabled={!writable}>
                  <LuFileUp /> Choose PDF
                </Button>
                <Text fontSize="sm" color="fg.muted">
                  No file attached
                </Text>
              </HStack>
            ))}
        </Stack>
        {writable && !error && <Field.HelperText>PDF only, up to {uploadLimit()}.</Field.HelperText>}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove the PDF?"
        body={
          <>
            <Text as="span" fontWeight="semibold">
              {current?.name}
            </Text>{' '}
            will be removed from this license. This cannot be undone.
          </>
        }
        confirmLabel="Remove"
        loading={removeFile.isPending}
        onConfirm={remove}
      />
    </GridItem>
  );
}
