import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's heading (the one h1), an optional line under it, and optional actions on the right. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
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
