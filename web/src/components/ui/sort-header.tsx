import { Box, chakra } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';

export type SortState<K extends string> = { key: K; direction: 'asc' | 'desc' };

/**
 * A sortable column header's content, for use inside Chakra's `Table.ColumnHeader`.
 * Clicking sorts by this column (ascending first), clicking again flips the direction.
 * It sets `aria-sort` on the enclosing header cell so assistive technology reads the state.
 */
export function SortHeader<K extends string>({ label, sortKey, sort, onSort }: { label: string; sortKey: K; sort: SortState<K>; onSort: (sort: SortState<K>) => void }) {
  const active = sort.key === sortKey;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    ref.current?.closest('th')?.setAttribute('aria-sort', ariaSort);
  }, [ariaSort]);
  const Icon = active ? (sort.direction === 'asc' ? LuArrowUp : LuArrowDown) : LuArrowUpDown;
  return (
    <chakra.button
      type="button"
      ref={ref}
      data-sort={ariaSort}
      onClick={() => onSort({ key: sortKey, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
      display="inline-flex"
      alignItems="center"
      gap="1"
      font="inherit"
      fontWeight="semibold"
      color={active ? 'fg' : 'inherit'}
      cursor="pointer"
      whiteSpace="nowrap"
      rounded="sm"
      _hover={{ color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      {label}
      <Box as="span" aria-hidden="true" opacity={active ? 1 : 0.4}>
        <Icon />
      </Box>
    </chakra.button>
  );
}
