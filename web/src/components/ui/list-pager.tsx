import { Button, ButtonGroup, chakra, Flex, HStack, IconButton, Input, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { formatCount } from '../../lib/format';
import { PAGE_SIZES } from '../../lib/use-list-params';
import { lastPageOf } from '../../lib/use-paged-list';

interface ListPagerProps {
  /** What the rows are, for the count: `{ one: 'title', other: 'titles' }`. */
  noun: { one: string; other: string };
  /** From 1. */
  page: number;
  pageSize: number;
  /** How many rows match, on every page. */
  total: number;
  /** The server stopped counting at `total`: more rows match ("of 10,000+"). */
  totalAtLeast?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}


/** Lists of more pages than this get a box to go to a page by its number. */
const JUMP_FROM_PAGES = 5;

/** "Go to page [ ]": a page number typed and Enter (kept within 1..lastPage). */
function JumpToPage({ lastPage, onPageChange }: { lastPage: number; onPageChange: (page: number) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const go = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number.parseInt(typed, 10);
    if (Number.isNaN(wanted)) return;
    onPageChange(Math.min(lastPage, Math.max(1, wanted)));
    setTyped('');
  };
  return (
    <chakra.form onSubmit={go} display="flex" alignItems="center" gap="2" hideBelow="md">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        Go to page
      </chakra.label>
      <Input id={id} size="sm" w="16" type="number" inputMode="numeric" min={1} max={lastPage} value={typed} onChange={(e) => setTyped(e.target.value)} />
    </chakra.form>
  );
}

/**
 * Under a list: which rows are shown ("51–100 of 100,000 titles", "1–50 of 10,000+ titles" when the
 * server stopped counting; announced when it changes), the page size (one of PAGE_SIZES),
 * Previous, the page numbers (the first, the last and those around this one) and Next, and on
 * long lists a box to go to a page. On a phone the two buttons share a row of their own under the
 * count and the page size, without the numbers.
 */
export function ListPager({ noun, page, pageSize, total, totalAtLeast, onPageChange, onPageSizeChange }: ListPagerProps) {
  const sizeId = useId();
  const lastPage = lastPageOf({ total, totalAtLeast }, pageSize);
  const to = Math.min(total, page * pageSize);
  const from = Math.min(to, (page - 1) * pageSize + 1);
  return (
    <Flex as="nav" aria-label={`Pages of ${noun.other}`} wrap="wrap" gap="3" align="center" mt="3">
      <Text flex="1" minW="max-content" fontSize="sm" color="fg.muted" aria-live="polite" fontVariantNumeric="tabular-nums">
        {formatCount(from)}–{formatCount(to)} of {formatCount(total)}
        {totalAtLeast ? '+' : ''} {total === 1 && !totalAtLeast ? noun.one : noun.other}
      </Text>
      <HStack gap="2" ms="auto">
        <chakra.label htmlFor={sizeId} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          Per page
        </chakra.label>
        <NativeSelect.Root size="sm" w="20">
          <NativeSelect.Field id={sizeId} value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {lastPage > JUMP_FROM_PAGES && <JumpToPage lastPage={lastPage} onPageChange={onPageChange} />}
      {/* a row of its own on a phone, the two buttons sharing it */}
      <HStack gap="2" w={{ base: 'full', sm: 'auto' }}>
        <Button size="sm" variant="outline" flex={{ base: '1', sm: 'none' }} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <LuChevronLeft /> Previous
        </Button>
        {lastPage > 1 && (
          <Pagination.Root count={lastPage * pageSize} pageSize={pageSize} page={Math.min(page, lastPage)} siblingCount={1} onPageChange={(e) => onPageChange(e.page)} hideBelow="md">
            <ButtonGroup size="sm" variant="ghost" gap="1">
              <Pagination.Items
                render={(item) => (
                  <IconButton aria-label={`Page ${formatCount(item.value)}`} variant={{ base: 'ghost', _selected: 'outline' }} minW="8" px="2">
                    {formatCount(item.value)}
                  </IconButton>
                )}
              />
            </ButtonGroup>
          </Pagination.Root>
        )}
        <Button size="sm" variant="outline" flex={{ base: '1', sm: 'none' }} disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
          Next <LuChevronRight />
        </Button>
      </HStack>
    </Flex>
  );
}
