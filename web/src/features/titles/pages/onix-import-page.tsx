import { Alert, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuFileUp } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { endedSession, failureReason, WriteError } from '../../../lib/api-client';
import type { OnixApplyResult } from '../api/catalogue-wire';
import { useApplyOnix, usePreviewOnix, type KeptFields } from '../api/onix-import';
import { OnixPreviewView } from '../components/onix-preview';
import { toggleKept } from '../onix-decisions';

/** What the server says is wrong with the file itself (its 422's `file`), else its reason. */
const fileProblem = (error: unknown) => (error instanceof WriteError && error.fieldErrors.file) || failureReason(error);

const plural = (n: number, one: string, other: string) => `${n.toLocaleString()} ${n === 1 ? one : other}`;

/**
 * /titles/import-onix (writers): a publisher's ONIX file, read by the server into a preview (what
 * is new, what would change, what is skipped or in conflict) where each changed field of an
 * updated title is kept or replaced; Import applies it and says what was done.
 */
export function OnixImportPage() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [kept, setKept] = useState<KeptFields>({});
  const [result, setResult] = useState<OnixApplyResult | null>(null);
  const preview = usePreviewOnix();
  const apply = useApplyOnix();

  const choose = (chosen: File) => {
    setFile(chosen);
    setKept({});
    setResult(null);
    apply.reset();
    preview.mutate(chosen);
  };
  const runImport = () => {
    if (!file) return;
    apply.mutate(
      { file, kept },
      {
        onSuccess: (done) => {
          setResult(done);
          toaster.create({ type: 'success', title: 'ONIX file imported', description: file.name });
        },
        onError: (error) => {
          if (!endedSession(error)) toaster.create({ type: 'error', title: 'The file was not imported', description: failureReason(error) });
        },
      },
    );
  };
  const plan = preview.data;
  const applicable = plan ? plan.titles.some((title) => title.action !== 'conflict') : false;

  return (
    <>
      <PageHeader title="Import ONIX" description="Titles and editions from a publisher's ONIX 3.0 file: see what changes before anything is stored." />
      <Stack gap="8" maxW="5xl">
        <HStack gap="3" wrap="wrap">
          <Button variant={plan ? 'outline' : 'solid'} colorPalette="brand" onClick={() => input.current?.click()} loading={preview.isPending} loadingText="Reading...">
            <LuFileUp /> {file ? 'Choose another file' : 'Choose an ONIX file'}
          </Button>
          {file && (
            <Text color="fg.muted" wordBreak="break-all">
              {file.name}
            </Text>
          )}
          <input
            ref={input}
            type="file"
            accept=".xml,.onx,.onix,application/xml,text/xml"
            hidden
            aria-label="ONIX file"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) choose(chosen);
            }}
          />
        </HStack>

        {preview.isError && !endedSession(preview.error) && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The file could not be read</Alert.Title>
              <Alert.Description>{fileProblem(preview.error)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        {result ? (
          <Alert.Root status="success" role="status" aria-label="Import done">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Imported</Alert.Title>
              <Alert.Description>
                {plural(result.created, 'title created', 'titles created')}, {plural(result.updated, 'title updated', 'titles updated')},{' '}
                {plural(result.skipped, 'product skipped', 'products skipped')}.
              </Alert.Description>
              <Button asChild size="sm" mt="3" variant="outline">
                <RouterLink to={paths.titles}>Back to titles</RouterLink>
              </Button>
            </Alert.Content>
          </Alert.Root>
        ) : (
          plan && (
            <>
              <OnixPreviewView preview={plan} kept={kept} onToggle={(key, field) => setKept((prev) => toggleKept(prev, key, field))} />
              <Flex gap="3" justify="flex-end" direction={{ base: 'column-reverse', sm: 'row' }}>
                <Button asChild variant="outline">
                  <RouterLink to={paths.titles}>Cancel</RouterLink>
                </Button>
                <Button colorPalette="brand" onClick={runImport} loading={apply.isPending} loadingText="Importing..." disabled={!applicable}>
                  Import
                </Button>
              </Flex>
            </>
          )
        )}
      </Stack>
    </>
  );
}
