import { Alert, Button, CloseButton, Dialog, FileUpload, Icon, List, Portal, Spinner, Stack, Text, useBreakpointValue, type ButtonProps } from '@chakra-ui/react';
import type { QueryKey } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { LuFileUp, LuUpload } from 'react-icons/lu';
import { toaster } from '../../components/ui/toaster';
import { WriteError } from '../../lib/api-client';
import { mergedLine, useImportRows, type ImportKind } from './api/import-rows';
import { rowsWithErrors, serverLineErrors, type LineError } from './import-plan';
import { LineErrorList, MAX_SHOWN_ERRORS, plural, PreviewTable } from './import-preview';
import { COMPANY_SHAPE, companyColumnOf, type CompanyImport } from './parse-companies';
import { TITLE_SHAPE, titleColumnOf } from './parse-titles';
import { useImportDryRun } from './use-import-dry-run';
import { useImportPlan, type ChosenFile } from './use-import-plan';

export interface ImportCsvButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'asChild'> {
  /** What the file holds: titles (one per row), or companies (one row per contact). */
  kind: ImportKind;
  /**
   * The root query key of what the file adds to (`titleKeys.all`), refetched once it is written: the
   * page that owns the list gives it, so this feature does not import the ones that show the button.
   */
  refreshes: QueryKey;
}

const TEXT = {
  titles: {
    one: 'title',
    title: 'Import titles from a CSV file',
    help: 'One title per row. The first line names the columns: name (required), author, publishDate (YYYY-MM-DD), description, in any order.',
    shape: TITLE_SHAPE,
    columnOf: titleColumnOf,
  },
  companies: {
    one: 'company',
    title: 'Import companies and contacts from a CSV file',
    help:
      'One row per contact: rows with the same company name make one company, whose details come from its first row; ' +
      'a company you already have gets the contacts it lacks. ' +
      'Columns: name (required), types (separated by ";"), country and language (ISO code or English name), address, notes, ' +
      'contactName, contactEmail, contactRole, contactPhone, contactLanguages (separated by ";"), contactNotes, in any order. ' +
      'Export CSV on the Contacts page writes these columns.',
    shape: COMPANY_SHAPE,
    columnOf: companyColumnOf,
  },
} as const;

const many = (kind: ImportKind) => (kind === 'titles' ? 'titles' : 'companies');

/**
 * "Import CSV": a dialog where the user picks (or drops) a CSV file, sees its first rows and every
 * problem by line, then sends all of it in one request; nothing is written while any row is wrong.
 * The file is read and checked in the browser with the core's rules; the server checks again and
 * answers what only it knows (names the team already has) by row, shown in the same list.
 */
export function ImportCsvButton({ kind, refreshes, ...buttonProps }: ImportCsvButtonProps) {
  const text = TEXT[kind];
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<ChosenFile | null>(null);
  // Which file the server's dry run is about: a new choice (even of the same file) asks again.
  const [fileToken, setFileToken] = useState(0);
  const [fileMessage, setFileMessage] = useState<string>();
  const [refused, setRefused] = useState<LineError[]>([]);
  const [failure, setFailure] = useState<string>();
  const reading = useRef(0);
  const { plan, lists, retryLists } = useImportPlan(kind, file);
  const importRows = useImportRows(refreshes);
  const pending = importRows.isPending;
  // The whole screen on a phone; a responsive `size` prop would keep the full size's height on wide screens.
  const size = useBreakpointValue({ base: 'full', md: 'xl' } as const, { ssr: false });

  const reset = () => {
    reading.current++;
    setFile(null);
    setFileMessage(undefined);
    setRefused([]);
    setFailure(undefined);
    importRows.reset();
  };

  const choose = async (chosen: File) => {
    reset();
    const token = reading.current;
    try {
      const content = await chosen.text();
      if (token === reading.current) {
        setFile({ name: chosen.name, text: content });
        setFileToken(token);
      }
    } catch {
      if (token === reading.current) setFileMessage(`"${chosen.name}" could not be read.`);
    }
  };

  const plannedOk = plan?.ok ? plan : undefined;
  const count = plannedOk?.entities.length ?? 0;
  const clientErrors = plannedOk?.errors ?? [];
  const checked = Boolean(plannedOk) && clientErrors.length === 0 && count > 0;
  const dryRun = useImportDryRun(kind, fileToken, checked && plannedOk ? (plannedOk.entities as CompanyImport[]) : undefined);
  const dryRunError = dryRun.error;
  const dryRunRefused =
    plannedOk && dryRunError instanceof WriteError && dryRunError.status === 422 && Object.keys(dryRunError.fieldErrors).length > 0
      ? serverLineErrors(dryRunError.fieldErrors, plannedOk.places, text.columnOf, text.shape.columns)
      : [];
  // Companies wait for the server's answer: it says which ones the team already has.
  const serverReady = kind === 'titles' || dryRun.isSuccess;
  const merged = dryRun.data?.merged ?? [];
  const canImport = checked && refused.length === 0 && serverReady;

  const send = () => {
    if (!plannedOk || !canImport) return;
    setFailure(undefined);
    importRows.mutate(
      { kind, entities: plannedOk.entities },
      {
        onSuccess: ({ imported, merged: added = [] }) => {
          const contacts = added.reduce((sum, company) => sum + company.contactsAdded, 0);
          toaster.create({
            type: 'success',
            title: `Imported ${plural(imported, text.one, many(kind))}`,
            description: added.length ? `Added ${plural(contacts, 'contact')} to ${plural(added.length, 'company', 'companies')} you already had.` : undefined,
          });
          // The next opening starts afresh; resetting now would empty the dialog while it fades out.
          setOpen(false);
        },
        onError: (error) => {
          if (error instanceof WriteError && error.status === 422 && Object.keys(error.fieldErrors).length > 0) {
            setRefused(serverLineErrors(error.fieldErrors, plannedOk.places, text.columnOf, text.shape.columns));
          } else {
            setFailure(error instanceof WriteError ? error.serverMessage || error.message : error.message);
          }
        },
      },
    );
  };

  const contacts = kind === 'companies' && plannedOk ? (plannedOk.entities as CompanyImport[]).reduce((sum, c) => sum + c.contacts.length, 0) : 0;
  const rowsLine = plannedOk
    ? [plural(plannedOk.rows.length, 'row'), kind === 'companies' ? `${plural(count, 'company', 'companies')} with ${plural(contacts, 'contact')}` : undefined]
        .filter(Boolean)
        .join(' · ')
    : undefined;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (pending) return;
        if (event.open) reset();
        setOpen(event.open);
      }}
      closeOnInteractOutside={!pending}
      closeOnEscape={!pending}
      placement="center"
      scrollBehavior="inside"
      size={size}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" {...buttonProps}>
          <LuUpload /> Import CSV
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* Room on the right for the close button, over which a long title would otherwise run. */}
            <Dialog.Header pe="12">
              <Dialog.Title>{text.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Dialog.Description color="fg.muted" fontSize="sm">
                  {text.help}
                </Dialog.Description>
                <FileUpload.Root
                  accept={{ 'text/csv': ['.csv'] }}
                  maxFiles={1}
                  // Never kept: choosing the same file again, after correcting it, reads it again.
                  acceptedFiles={[]}
                  disabled={pending}
                  translations={{ dropzone: 'Choose a CSV file, or drop one here' }}
                  onFileAccept={({ files }) => {
                    if (files[0]) void choose(files[0]);
                  }}
                  onFileReject={({ files }) => {
                    if (files[0]) {
                      reset();
                      setFileMessage(`"${files[0].file.name}" is not a CSV file: choose a file whose name ends in .csv.`);
                    }
                  }}
                  alignItems="stretch"
                >
                  <FileUpload.HiddenInput />
                  <FileUpload.Label>CSV file</FileUpload.Label>
                  <FileUpload.Dropzone minH={file ? '16' : '28'} w="full" borderColor="border.emphasized">
                    {!file && <Icon as={LuFileUp} boxSize="6" color="fg.muted" />}
                    <FileUpload.DropzoneContent>
                      <Text>{file ? 'Drop another CSV file here, or click to choose one' : 'Drop a CSV file here, or click to choose one'}</Text>
                      {!file && <Text color="fg.muted">UTF-8 text; the first line names the columns</Text>}
                    </FileUpload.DropzoneContent>
                  </FileUpload.Dropzone>
                </FileUpload.Root>

                {fileMessage && <Problem message={fileMessage} />}
                {file && (
                  <Text minW="0" overflowWrap="anywhere" data-testid="import-file">
                    <Text as="span" fontWeight="semibold">
                      {file.name}
                    </Text>
                    {rowsLine && ` · ${rowsLine}`}
                  </Text>
                )}
                {file && lists === 'loading' && (
                  <Text color="fg.muted" role="status">
                    <Spinner size="xs" me="2" /> Loading the countries and languages…
                  </Text>
                )}
                {file && lists === 'failed' && (
                  <Problem message="The countries and languages could not be loaded, so the file cannot be checked.">
                    <Button size="xs" variant="outline" onClick={() => void retryLists()}>
                      Try again
                    </Button>
                  </Problem>
                )}
                {plan && !plan.ok && <Problem message={plan.message} />}
                {/* What stops the import comes first: on a phone the preview would push it out of sight. */}
                {clientErrors.length > 0 && (
                  <LineErrorList title={`${plural(rowsWithErrors(clientErrors), 'row')} cannot be imported; nothing will be written.`} errors={clientErrors} />
                )}
                {dryRunRefused.length > 0 && refused.length === 0 && (
                  <LineErrorList title={`The server refuses ${plural(rowsWithErrors(dryRunRefused), 'row')}; nothing will be written.`} errors={dryRunRefused} />
                )}
                {checked && dryRun.isPending && kind === 'companies' && (
                  <Text color="fg.muted" role="status">
                    <Spinner size="xs" me="2" /> Checking the file with the server…
                  </Text>
                )}
                {dryRunError && dryRunRefused.length === 0 && (
                  <Problem message={`The file could not be checked with the server: ${dryRunError instanceof WriteError ? dryRunError.serverMessage || dryRunError.message : dryRunError.message}`}>
                    <Button size="xs" variant="outline" onClick={() => void dryRun.refetch()}>
                      Try again
                    </Button>
                  </Problem>
                )}
                {merged.length > 0 && (
                  <Alert.Root status="info" alignItems="flex-start">
                    <Alert.Indicator />
                    <Alert.Content gap="2" minW="0">
                      <Alert.Title>{`${plural(merged.length, 'company', 'companies')} of the file you already have: their details stay as they are`}</Alert.Title>
                      <Alert.Description>
                        <List.Root role="list" aria-label="Companies you already have" gap="1" ps="4" overflowWrap="anywhere">
                          {merged.slice(0, MAX_SHOWN_ERRORS).map((company) => (
                            <List.Item key={company.index}>{mergedLine(company)}</List.Item>
                          ))}
                        </List.Root>
                        {merged.length > MAX_SHOWN_ERRORS && <Text mt="1">and {(merged.length - MAX_SHOWN_ERRORS).toLocaleString()} more</Text>}
                      </Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
                {refused.length > 0 && (
                  <LineErrorList title={`The server refused ${plural(rowsWithErrors(refused), 'row')}; nothing was written.`} errors={refused} />
                )}
                {failure && <Problem message={`Nothing was imported: ${failure}`} />}
                {plannedOk && <PreviewTable plan={plannedOk} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" disabled={!canImport} loading={pending} onClick={send}>
                {canImport ? importLabel(kind, count - merged.length, merged) : `Import ${many(kind)}`}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={pending}>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** "Import 3 companies", "Import 3 companies and 2 contacts", "Add 2 contacts": what the button does. */
function importLabel(kind: ImportKind, created: number, merged: { contactsAdded: number }[]): string {
  if (kind === 'titles') return `Import ${plural(created, 'title')}`;
  const contacts = merged.reduce((sum, company) => sum + company.contactsAdded, 0);
  if (created === 0) return contacts ? `Add ${plural(contacts, 'contact')}` : 'Import (nothing new)';
  return contacts ? `Import ${plural(created, 'company', 'companies')} and ${plural(contacts, 'contact')}` : `Import ${plural(created, 'company', 'companies')}`;
}

/** A message about the file as a whole, or the request. */
function Problem({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Alert.Root status="error" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Description role="alert">{message}</Alert.Description>
        {children}
      </Alert.Content>
    </Alert.Root>
  );
}
