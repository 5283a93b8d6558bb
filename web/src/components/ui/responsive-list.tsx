import { Box, chakra, Flex, Grid, HStack, IconButton, NativeSelect, Stack, Table, Text, useBreakpointValue, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { memo, useId, useMemo, type MouseEvent, type ReactNode } from 'react';
import { LuArrowDownWideNarrow, LuArrowUpNarrowWide, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { SortHeader, type SortState } from './sort-header';

export interface ListColumn<T, K extends string> {
  /** Unique among the columns. */
  key: string;
  label: string;
  /** Sortable by this key (a header button in the table, an entry of "Sort by" in the cards). */
  sortKey?: K;
  cell: (row: T) => ReactNode;
  /** What a card shows, when it differs from the table's cell (e.g. a name beside an icon). */
  cardCell?: (row: T) => ReactNode;
  numeric?: boolean;
  /** The table leaves the column out below this breakpoint (the cards keep it if they show it). */
  hideBelow?: 'lg' | 'xl' | '2xl';
  /**
   * Its place in a card: 'title' heads the card (one column, the row's link), 'detail' is a
   * label and value line; omitted, the column is for the table only.
   */
  card?: 'title' | 'detail';
  /** The header says its label to screen readers only (e.g. the PDF icon column). */
  labelHidden?: boolean;
  /** The styles of the column's cells in the table (e.g. a width, `whiteSpace: 'nowrap'`). */
  cellStyles?: SystemStyleObject;
}

interface ResponsiveListProps<T, K extends string> {
  /** The accessible name of the table, or of the list of cards. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly ListColumn<T, K>[];
  sort: SortState<K>;
  onSort: (sort: SortState<K>) => void;
  /** A click on a row or card, outside its links and buttons, opens it. */
  onOpen?: (row: T) => void;
  /** The row's buttons (e.g. delete): the table's last column, a card's top end. */
  actions?: (row: T) => ReactNode;
  /** From this breakpoint on, a table; below it, cards (wide tables want more room). */
  tableFrom?: 'md' | 'lg';
  /** Extra attributes of each row or card (e.g. a test id). */
  rowAttributes?: (row: T) => Record<string, string>;
  /** The rows are about to be replaced (the next page loading): shown dimmed, `aria-busy`. */
  busy?: boolean;
}

/** A click that landed on a link or button of the row does its own thing, not "open". */
const openUnlessControl = <T,>(onOpen: ((row: T) => void) | undefined, row: T) =>
  onOpen &&
  ((event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button, input, select, label')) return;
    onOpen(row);
  });

/**
 * The link that opens a row's record, in every list: coloured and underlined so that it reads as a
 * link, in the table and in the cards alike. Its look is the `row-link` class of the theme's global
 * styles (app/theme.ts), written once, rather than a Chakra `Link` per row: each of those resolved
 * the link recipe and its style props and serialised its CSS, about 9 ms of every new page of fifty
 * rows.
 */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink className="row-link" to={to}>
      {children}
    </RouterLink>
  );
}

/**
 * A name in a list, linked to its hub (a title's page, a company's page) when it has an id; as
 * it is without one (a name not matched to a record), and nothing when empty (a card's dash).
 */
export function hubLink(name: string | null, id: number | null, to: (id: number) => string): ReactNode {
  if (!name) return null;
  return id === null ? name : <RowLink to={to(id)}>{name}</RowLink>;
}

/**
 * The link to a row's own record when its names link elsewhere (a license's title and company to
 * their hubs): a chevron at the row's end (a card's top end), named for screen readers ("Open the
 * license of Dune with Gallimard"). A click elsewhere on the row opens the record too. Styled by
 * the theme's `row-open` class, as RowLink by `row-link`.
 */
export function RowOpenLink({ to, label }: { to: string; label: string }) {
  return (
    <RouterLink className="row-open" to={to} aria-label={label} title={label}>
      <LuChevronRight aria-hidden />
    </RouterLink>
  );
}

function SortControl<T, K extends string>({ columns, sort, onSort }: Pick<ResponsiveListProps<T, K>, 'columns' | 'sort' | 'onSort'>) {
  const id = useId();
  const sortable = columns.filter((c): c is ListColumn<T, K> & { sortKey: K } => c.sortKey !== undefined);
  if (sortable.length === 0) return null;
  const ascending = sort.direction === 'asc';
  return (
    <HStack gap="2" mb="3">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        Sort by
      </chakra.label>
      <NativeSelect.Root size="sm" flex="1">
        <NativeSelect.Field id={id} value={sort.key} onChange={(e) => onSort({ key: e.target.value as K, direction: sort.direction })}>
          {sortable.map((c) => (
            <option key={c.key} value={c.sortKey}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={ascending ? 'Ascending, switch to descending' : 'Descending, switch to ascending'}
        onClick={() => onSort({ key: sort.key, direction: ascending ? 'desc' : 'asc' })}
      >
        {ascending ? <LuArrowUpNarrowWide /> : <LuArrowDownWideNarrow />}
      </IconButton>
    </HStack>
  );
}

/** An empty value still gets its line in a card: a dash, so the label is not left hanging. */
function orDash(content: ReactNode): ReactNode {
  return content === '' || content === null || content === undefined || content === false ? (
    <Text as="span" color="fg.subtle">
      —
    </Text>
  ) : (
    content
  );
}

function Cards<T, K extends string>({ label, rows, rowKey, columns, sort, onSort, onOpen, actions, rowAttributes }: ResponsiveListProps<T, K>) {
  const title = columns.find((c) => c.card === 'title');
  const details = columns.filter((c) => c.card === 'detail');
  return (
    <Box>
      <SortControl columns={columns} sort={sort} onSort={onSort} />
      <Stack as="ul" aria-label={label} gap="2" listStyleType="none">
        {rows.map((row) => (
          <Box
            as="li"
            key={rowKey(row)}
            borderWidth="1px"
            rounded="md"
            px="3"
            py="2.5"
            bg="bg.panel"
            cursor={onOpen ? 'pointer' : undefined}
            _hover={onOpen ? { bg: 'bg.subtle' } : undefined}
            onClick={openUnlessControl(onOpen, row)}
            {...rowAttributes?.(row)}
          >
            <Flex gap="2" align="start" justify="space-between">
              <Box minW="0" flex="1" pt="0.5" wordBreak="break-word">
                {title?.cell(row)}
              </Box>
              {actions && <Box mt="-1" me="-1">{actions(row)}</Box>}
            </Flex>
            {details.length > 0 && (
              <Grid as="dl" templateColumns="minmax(6rem, auto) 1fr" columnGap="3" rowGap="1" mt="1.5" fontSize="sm">
                {details.map((c) => (
                  <Box key={c.key} display="contents">
                    <Text as="dt" color="fg.muted">
                      {c.label}
                    </Text>
                    <Box as="dd" minW="0" wordBreak="break-word">
                      {orDash((c.cardCell ?? c.cell)(row))}
                    </Box>
                  </Box>
                ))}
              </Grid>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

type TableRowProps<T, K extends string> = Pick<ResponsiveListProps<T, K>, 'columns' | 'onOpen' | 'actions' | 'rowAttributes'> & { row: T };

/**
 * One row of the table, in plain `tr` and `td` which the table body styles all at once
 * (`bodyStyles`): a Chakra `Table.Row` and `Table.Cell` each resolved the table recipe and their
 * style props and serialised their CSS, about 17 ms of every new page of fifty rows (a search's
 * answer waits for it before it shows).
 *
 * It renders again only when its record or the columns change (or the row gains or loses its
 * click and its buttons): a list whose next page or search is loading renders again with the same
 * records, dimmed. The pages pass new arrow functions on each render, so those are not compared: a
 * row keeps the ones of the render that drew it, which only open the record or act on it.
 */
const TableRow = memo(
  function TableRow<T, K extends string>({ row, columns, onOpen, actions, rowAttributes }: TableRowProps<T, K>) {
    return (
      <tr onClick={openUnlessControl(onOpen, row)} {...rowAttributes?.(row)}>
        {columns.map((c) => (
          <td key={c.key}>{c.cell(row)}</td>
        ))}
        {actions && <td>{actions(row)}</td>}
      </tr>
    );
  },
  (before, after) =>
    before.row === after.row &&
    before.columns === after.columns &&
    Boolean(before.onOpen) === Boolean(after.onOpen) &&
    Boolean(before.actions) === Boolean(after.actions) &&
    Boolean(before.rowAttributes) === Boolean(after.rowAttributes),
) as <T, K extends string>(props: TableRowProps<T, K>) => ReactNode;

/**
 * The styles of the body's rows and cells: the table recipe's row and cell (size `sm`, as
 * `FullTable` asks), then each column's own (alignment, breakpoint, `cellStyles`) by its position.
 */
function bodyStyles<T, K extends string>(recipe: Record<'row' | 'cell', SystemStyleObject>, columns: readonly ListColumn<T, K>[], hasActions: boolean, clickable: boolean): SystemStyleObject {
  const styles: SystemStyleObject = {
    '& > tr': { ...recipe.row, cursor: clickable ? 'pointer' : undefined },
    '& > tr > td': recipe.cell,
  };
  columns.forEach((c, i) => {
    styles[`& > tr > td:nth-of-type(${i + 1})`] = {
      textAlign: c.numeric ? 'end' : undefined,
      fontVariantNumeric: c.numeric ? 'tabular-nums' : undefined,
      hideBelow: c.hideBelow,
      ...c.cellStyles,
    };
  });
  if (hasActions) styles[`& > tr > td:nth-of-type(${columns.length + 1})`] = { textAlign: 'end', py: '1' };
  return styles;
}

function FullTable<T, K extends string>({ label, rows, rowKey, columns, sort, onSort, onOpen, actions, rowAttributes }: ResponsiveListProps<T, K>) {
  const recipe = useSlotRecipe({ key: 'table' });
  const hasActions = Boolean(actions);
  const clickable = Boolean(onOpen);
  const styles = useMemo(() => bodyStyles(recipe({ size: 'sm' }), columns, hasActions, clickable), [recipe, columns, hasActions, clickable]);
  return (
    // Chakra's scroll area keeps every cell on one line; names wrap here, dates and amounts say nowrap
    <Table.ScrollArea borderWidth="1px" rounded="md" whiteSpace="normal">
      <Table.Root size="sm" interactive={Boolean(onOpen)} stickyHeader aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign={c.numeric ? 'end' : undefined} hideBelow={c.hideBelow} whiteSpace="nowrap">
                {c.sortKey !== undefined ? (
                  <SortHeader label={c.label} sortKey={c.sortKey} sort={sort} onSort={onSort} />
                ) : c.labelHidden ? (
                  <Text srOnly>{c.label}</Text>
                ) : (
                  c.label
                )}
              </Table.ColumnHeader>
            ))}
            {actions && (
              <Table.ColumnHeader w="1%">
                <Text srOnly>Actions</Text>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body css={styles}>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} row={row} columns={columns} onOpen={onOpen} actions={actions} rowAttributes={rowAttributes} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * Every list of records (titles, contacts, licenses): a table with sortable headers on wide
 * screens; on narrow ones, cards with the essentials stacked (the 'title' column as the card's
 * link, the 'detail' columns as label and value) and a "Sort by" control, so nothing needs
 * scrolling sideways. Only one of the two is rendered.
 */
export function ResponsiveList<T, K extends string>(props: ResponsiveListProps<T, K>) {
  const { tableFrom = 'md' } = props;
  // Read at once (ssr: false): the first paint is already the right layout.
  const wide = useBreakpointValue({ base: false, [tableFrom]: true }, { ssr: false });
  return (
    <Box aria-busy={props.busy || undefined} opacity={props.busy ? 0.6 : undefined} transition="opacity 0.15s">
      {wide ? <FullTable {...props} /> : <Cards {...props} />}
    </Box>
  );
}
