import { Button, Checkbox, CheckboxGroup, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuFileText } from 'react-icons/lu';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import type { TitleMaterial as Material } from '../../../generated/TitleMaterial';
import { materialKindLabel } from '../../materials/material-kinds';
import { materialsQueryOptions, openMaterial } from '../../materials/materials-api';
import type { ProspectionForm } from './use-prospection-form';

const labelOf = (file: Material) => `${materialKindLabel(file.kind)}: ${file.name}`;

/** Opens the file's PDF; a refused session is the sign-in's to tell, any other failure a toast. */
async function open(file: Material) {
  try {
    await openMaterial(file);
  } catch (error) {
    if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
      toaster.create({ type: 'error', title: 'The PDF could not be opened', description: error instanceof Error ? error.message : undefined });
    }
  }
}

/**
 * The picked title's material files, beside the kinds of material: checkboxes to say which were
 * sent, then those sent as links that open the PDF (read-only, only the links). Nothing while the
 * title is a typed name (a new title has no files) or has none.
 */
export function MaterialFilesSent({ form, readOnly }: { form: ProspectionForm; readOnly?: boolean }) {
  const { titleId, materialFiles } = form.values;
  const files = useQuery({ ...materialsQueryOptions(titleId ?? 0), enabled: titleId !== null }).data ?? [];
  if (titleId === null || files.length === 0) return null;
  const sent = files.filter((file) => materialFiles.includes(file.id));
  return (
    <Stack gap="2" mt="3">
      {!readOnly && (
        <CheckboxGroup
          value={materialFiles.map(String)}
          onValueChange={(value) => form.set('materialFiles', value.map(Number))}
          onBlur={(e) => form.blur('materialFiles', e)}
          name="materialFiles"
        >
          <Wrap gap="2">
            {files.map((file) => (
              <Checkbox.Root key={file.id} value={String(file.id)} borderWidth="1px" rounded="md" px="3" py="1.5" _checked={{ borderColor: 'brand.border', bg: 'brand.subtle' }}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{labelOf(file)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </CheckboxGroup>
      )}
      {sent.length > 0 && (
        <Wrap gap="2" align="center">
          <Text fontSize="sm" color="fg.muted">
            Files sent:
          </Text>
          {sent.map((file) => (
            <Button key={file.id} variant="plain" size="sm" px="0" colorPalette="brand" textDecoration="underline" onClick={() => void open(file)}>
              <LuFileText /> {labelOf(file)}
            </Button>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
