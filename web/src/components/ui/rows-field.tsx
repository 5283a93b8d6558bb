import { Box, Button, Fieldset, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';

interface RowsFieldProps<T> {
  /** The group's legend ("Contributors"). */
  legend: string;
  /** What one row is called ("Contributor"): "Contributor 2", "Remove contributor 2". */
  noun: string;
  rows: readonly T[];
  /** A row's fields, given its index; laid out by the caller (a grid of two columns from `sm`). */
  children: (row: T, index: number) => ReactNode;
  /** What a row's heading adds after its number (its name), if anything. */
  summary?: (row: T) => string;
  /** What the group says without rows. */
  empty: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  readOnly?: boolean;
}

/**
 * A form's list of rows (a title's contributors, its quotes): each a card with its number, its
 * fields and a remove button, then "Add ..."; read-only, the cards without buttons. One column at
 * 375 px, as the contacts' rows.
 */
export function RowsField<T>({ legend, noun, rows, children, summary, empty, onAdd, onRemove, readOnly }: RowsFieldProps<T>) {
  const lower = noun.toLowerCase();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none">
          {rows.map((row, index) => {
            const n = index + 1;
            const extra = summary?.(row).trim();
            return (
              <Box as="li" key={index} borderWidth="1px" rounded="md" p={{ base: '3', sm: '4' }} bg="bg.subtle" aria-label={`${noun} ${n}`}>
                <HStack justify="space-between" mb="2" minH="8">
                  <Text fontSize="sm" fontWeight="semibold" color="fg.muted" truncate>
                    {noun} {n}
                    {extra && ` · ${extra}`}
                  </Text>
                  {!readOnly && (
                    <IconButton aria-label={`Remove ${lower} ${n}`} size="sm" variant="ghost" colorPalette="red" onClick={() => onRemove(index)}>
                      <LuTrash2 />
                    </IconButton>
                  )}
                </HStack>
                {children(row, index)}
              </Box>
            );
          })}
        </Stack>
      )}
      {!readOnly && (
        <Box>
          <Button variant="outline" size="sm" onClick={onAdd}>
            <LuPlus /> Add {lower}
          </Button>
        </Box>
      )}
    </Fieldset.Root>
  );
}
