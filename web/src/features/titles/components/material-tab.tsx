import { Button, Field, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuExternalLink, LuTrash2, LuUpload } from 'react-icons/lu';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { HubNote, HubSection } from '../../../components/ui/hub-section';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { toaster } from '../../../components/ui/toaster';
import type { MaterialKind } from '../../../generated/MaterialKind';
import { ApiError, endedSession, failureReason, WriteError } from '../../../lib/api-client';
import { formatDate, formatFileSize } from '../../../lib/format';
import { checkPdfFile } from '../../../lib/open-pdf';
import type { TitleMaterial as Material } from '../../../generated/TitleMaterial';
import { openMaterial, useDeleteMaterial, useMaterials, useUploadMaterial } from '../../materials/materials-api';
import { materialKindLabel, materialKinds } from '../../materials/material-kinds';

const NO_SORT = { key: 'name', direction: 'asc' } as const;

/**
 * The title's Material tab: the PDFs the team sends to publishers who ask (a sample, the full
 * text, a synopsis), each opened in a new tab as a license's PDF is; writers upload one with its
 * kind (core's PDF rules checked before it is sent) and remove them.
 */
export function MaterialTab({ titleId, writer }: { titleId: number; writer: boolean }) {
  const materials = useMaterials(titleId);
  const upload = useUploadMaterial();
  const remove = useDeleteMaterial();
  const [kind, setKind] = useState<MaterialKind>('sample');
  const [fileError, setFileError] = useState<string>();
  const [removing, setRemoving] = useState<Material | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const rows = materials.data;

  const send = async (file: File) => {
    const problem = await checkPdfFile(file);
    setFileError(problem);
    if (problem) return;
    upload.mutate(
      { titleId, kind, file },
      {
        onSuccess: (material) => toaster.create({ type: 'success', title: 'Material uploaded', description: material.name }),
        onError: (error) => {
          if (endedSession(error)) return;
          const onFile = error instanceof WriteError ? error.fieldErrors.file : undefined;
          if (onFile) setFileError(onFile);
          else toaster.create({ type: 'error', title: 'The material was not uploaded', description: failureReason(error) });
        },
      },
    );
  };

  const open = async (material: Material) => {
    setOpening(material.id);
    try {
      await openMaterial(material);
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
        toaster.create({ type: 'error', title: 'The PDF could not be opened', description: error instanceof Error ? error.message : undefined });
      }
    } finally {
      setOpening(null);
    }
  };

  const confirmRemove = (material: Material) =>
    remove.mutate(material, {
      onSuccess: () => {
        setRemoving(null);
        toaster.create({ type: 'success', title: 'Material removed', description: material.name });
      },
      onError: (error) => toaster.create({ type: 'error', title: 'The material was not removed', description: failureReason(error) }),
    });

  const columns: ListColumn<Material, never>[] = [
    {
      key: 'name',
      label: 'File',
      card: 'title',
      cellStyles: { wordBreak: 'break-word' },
      cell: (material) => (
        <Button variant="plain" p="0" h="auto" minW="0" whiteSpace="normal" textAlign="start" color="fg" fontWeight="medium" onClick={() => void open(material)} loading={opening === material.id}>
          {material.name}
        </Button>
      ),
    },
    { key: 'kind', label: 'Kind', card: 'detail', cell: (material) => materialKindLabel(material.kind) },
    { key: 'size', label: 'Size', card: 'detail', numeric: true, cell: (material) => formatFileSize(material.size) },
    { key: 'createdAt', label: 'Uploaded', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (material) => formatDate(material.createdAt.slice(0, 10)) },
  ];

  return (
    <Stack gap="6">
      <HubSection title="Material" count={rows?.length}>
        {writer && (
          <Stack gap="2">
            <HStack gap="2" wrap="wrap" align="end">
              <Field.Root w="auto" minW="10rem">
                <Field.Label>Kind</Field.Label>
                <ChoiceSelect name="materialKind" value={kind} options={materialKinds} onChange={(e) => setKind(e.target.value as MaterialKind)} onBlur={() => undefined} />
              </Field.Root>
              <Button variant="outline" onClick={() => input.current?.click()} loading={upload.isPending} loadingText="Uploading...">
                <LuUpload /> Upload PDF
              </Button>
              <input
                ref={input}
                type="file"
                accept="application/pdf,.pdf"
                hidden
                aria-label="Material PDF"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void send(file);
                }}
              />
            </HStack>
            {fileError && (
              <Text fontSize="sm" color="fg.error" role="alert">
                {fileError}
              </Text>
            )}
          </Stack>
        )}
        {materials.isError && <HubNote>The material could not be loaded.</HubNote>}
        {!materials.isError && !rows && <HubNote>Loading...</HubNote>}
        {rows?.length === 0 && <HubNote>No material yet: upload a sample, the full text or a synopsis as a PDF, to send to publishers who ask.</HubNote>}
        {rows && rows.length > 0 && (
          <ResponsiveList
            label="Material"
            rows={rows}
            rowKey={(material) => String(material.id)}
            columns={columns}
            sort={NO_SORT}
            onSort={() => undefined}
            actions={(material) => (
              <HStack gap="0">
                <IconButton size="xs" variant="ghost" aria-label={`Open ${material.name}`} onClick={() => void open(material)}>
                  <LuExternalLink />
                </IconButton>
                {writer && (
                  <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${material.name}`} onClick={() => setRemoving(material)}>
                    <LuTrash2 />
                  </IconButton>
                )}
              </HStack>
            )}
          />
        )}
      </HubSection>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this material?"
        body={removing && `${removing.name} (${materialKindLabel(removing.kind)}) is deleted from the title.`}
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
      />
    </Stack>
  );
}
