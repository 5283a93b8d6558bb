import { Box, Button, Field, Flex, HStack, NativeSelect } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import type { GuideDocument as Document } from '../api/guide-types';
import type { LanguageName } from '../guide-wording';
import { pageSizeOf, pageSizes, printCss, type PageSize } from '../print-page';
import { GuideDocument } from './guide-document';

/** The sheet's width on screen: the paper's, less nothing (its margins are the sheet's padding). */
const SHEET_WIDTH: Record<PageSize, string> = { a4: '210mm', letter: '8.5in' };

interface PrintableGuideProps {
  document: Document;
  cover: (address: string, name: string) => ReactNode;
  languageName: LanguageName;
  /** The toolbar's start (a way back). */
  back?: ReactNode;
}

/**
 * A guide on a page of its own, as it prints: a toolbar (a way back, the paper size, "Print / Save
 * as PDF") over the guide drawn on a sheet of that paper. Printed, only the guide is: no toolbar, no
 * app around it, the guide's name at the top of every page and the page numbers at the bottom
 * (print-page.ts). The paper size is kept in the address (`?size=letter`); unset, the locale's.
 * The tab is named after the guide: the name a browser gives a PDF saved from its print dialog.
 */
export function PrintableGuide({ document: guide, cover, languageName, back }: PrintableGuideProps) {
  const [search, setSearch] = useSearchParams();
  const size = pageSizeOf(search.get('size'), navigator.language);
  useEffect(() => {
    const before = document.title;
    document.title = guide.name;
    return () => {
      document.title = before;
    };
  }, [guide.name]);

  return (
    <Box minH="100dvh" bg="bg.muted" css={{ '@media print': { background: 'white', minHeight: 0 } }}>
      <style>{printCss(guide.name, size)}</style>
      <Flex
        data-print="hidden"
        role="toolbar"
        aria-label="Guide"
        gap="3"
        px={{ base: '3', md: '6' }}
        py="3"
        align="center"
        wrap="wrap"
        bg="bg.panel"
        borderBottomWidth="1px"
        position="sticky"
        top="0"
        zIndex="docked"
      >
        {back}
        <HStack gap="3" ms="auto">
          <Field.Root orientation="horizontal" w="auto" gap="2">
            <Field.Label fontSize="sm" whiteSpace="nowrap">
              Paper
            </Field.Label>
            <NativeSelect.Root size="sm" w="8.5rem">
              <NativeSelect.Field
                value={size}
                onChange={(e) =>
                  setSearch(
                    (params) => {
                      params.set('size', e.target.value);
                      return params;
                    },
                    { replace: true },
                  )
                }
              >
                {pageSizes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button colorPalette="brand" size="sm" onClick={() => window.print()} aria-label="Print / Save as PDF">
            <LuPrinter /> Print
            <Box as="span" hideBelow="sm">
              / Save as PDF
            </Box>
          </Button>
        </HStack>
      </Flex>
      <Box
        as="main"
        mx="auto"
        my={{ base: '0', md: '8' }}
        maxW={SHEET_WIDTH[size]}
        bg="white"
        px={{ base: '4', md: '16mm' }}
        py={{ base: '6', md: '14mm' }}
        shadow={{ md: 'lg' }}
        css={{ '@media print': { margin: 0, padding: 0, maxWidth: 'none', boxShadow: 'none' } }}
      >
        <GuideDocument document={guide} cover={cover} languageName={languageName} />
      </Box>
    </Box>
  );
}
