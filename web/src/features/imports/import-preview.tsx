import { Alert, List, Stack, Table, Text } from '@chakra-ui/react';
import { formatLineError, type ImportPlan, type LineError } from './import-plan';

/** How many rows the preview shows, and how many problems the list shows before "and N more". */
export const PREVIEW_ROWS = 5;
export const MAX_SHOWN_ERRORS = 100;

export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** The first rows of the file as read, in its own columns, with the line each starts on. */
export function PreviewTable({ plan }: { plan: Pick<ImportPlan<unknown>, 'columns' | 'rows'> }) {
  const rows = plan.rows.slice(0, PREVIEW_ROWS);
  const label = plan.rows.length > rows.length ? `First ${rows.length} of ${plan.rows.length.toLocaleString()} rows` : `The ${plural(rows.length, 'row')}`;
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      {/* Focusable so that a keyboard can scroll it sideways on a narrow screen. */}
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Preview of the file">
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader color="fg.muted">Line</Table.ColumnHeader>
              {plan.columns.map((column) => (
                <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.line}>
                <Table.Cell color="fg.muted">{row.line}</Table.Cell>
                {plan.columns.map((column) => (
                  <Table.Cell key={column} maxW="48" truncate title={row.cells[column]}>
                    {row.cells[column]}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/** The problems, "Line N: field: message", under a summary; at most MAX_SHOWN_ERRORS, then "and N more". */
export function LineErrorList({ title, errors }: { title: string; errors: LineError[] }) {
  const shown = errors.slice(0, MAX_SHOWN_ERRORS);
  const more = errors.length - shown.length;
  return (
    <Alert.Root status="error" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2" minW="0">
        <Alert.Title role="alert">{title}</Alert.Title>
        <Alert.Description>
          <List.Root role="list" aria-label="Problems in the file" gap="1" ps="4" overflowWrap="anywhere">
            {shown.map((error, index) => (
              <List.Item key={index}>{formatLineError(error)}</List.Item>
            ))}
          </List.Root>
          {more > 0 && <Text mt="1">and {more.toLocaleString()} more</Text>}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
