import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';

/** The product's name, after the page's in the browser tab ("Titles · Rightsdesk"). */
const PRODUCT = 'Rightsdesk';

/** Names the page in the browser tab (its history, bookmarks and window list) while it is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT}`;
    return () => {
      document.title = PRODUCT;
    };
  }, [title]);
}

/**
 * A page's heading (the one h1), an optional line under it, and optional actions on the right; the
 * browser tab is named after it.
 */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <Flex gap="4" align={{ base: 'stretch', sm: 'flex-end' }} justify="space-between" direction={{ base: 'column', sm: 'row' }} mb="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {actions}
    </Flex>
  );
}
