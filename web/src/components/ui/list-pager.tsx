import { Button, chakra, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
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

const count = new Intl.NumberFormat();

/**
 * Under a list: which rows are shown ("51–100 of 100,000 titles", "1–50 of 10,000+ titles" when the
 * server stopped counting; announced when it changes), the
 * page size (one of PAGE_SIZES), and Previous and Next. On a phone the two buttons share a row of
 * their own under the count and the page size.
 */
export function ListPager({ noun, page, pageSize, total, totalAtLeast, onPageChange, onPageSizeChange }: ListPagerProps) {
  const sizeId = useId();
  const lastPage = lastPageOf({ total, totalAtLeast }, pageSize);
  const to = Math.min(total, page * pageSize);
  const from = Math.min(to, (page - 1) * pageSize + 1);
  return (
    <Flex as="nav" aria-label={`Pages of ${noun.other}`} wrap="wrap" gap="3" align="center" mt="3">
      <Text flex="1" minW="max-content" fontSize="sm" color="fg.muted" aria-live="polite" fontVariantNumeric="tabular-nums">
        {count.format(from)}–{count.format(to)} of {count.format(total)}
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
      {/* a row of its own on a phone, the two buttons sharing it */}
      <HStack gap="2" w={{ base: 'full', sm: 'auto' }}>
        <Button size="sm" variant="outline" flex={{ base: '1', sm: 'none' }} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <LuChevronLeft /> Previous
        </Button>
        <Button size="sm" variant="outline" flex={{ base: '1', sm: 'none' }} disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
          Next <LuChevronRight />
        </Button>
      </HStack>
    </Flex>
  );
}
