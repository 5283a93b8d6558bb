import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../../components/ui/page-header';
import type { Title } from '../api/title-types';
import { CoverActions, TitleCover } from './title-cover';

/**
 * The head of a title's page: its cover (or a placeholder), name (the page's heading), subtitle
 * and author; writers get the cover's buttons under it.
 */
export function TitleHeader({ title, writer }: { title: Title; writer: boolean }) {
  usePageTitle(title.name);
  return (
    <Flex gap={{ base: '4', sm: '6' }} align="flex-start" mb="6">
      <TitleCover titleId={title.id} cover={title.cover} name={title.name} size="lg" />
      <Stack gap="1" minW="0" flex="1">
        <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} letterSpacing="tight" wordBreak="break-word">
          {title.name}
        </Heading>
        {title.subtitle && (
          <Text color="fg.muted" fontSize={{ base: 'md', sm: 'lg' }}>
            {title.subtitle}
          </Text>
        )}
        {title.author && <Text>by {title.author}</Text>}
        {writer && (
          <Stack gap="1" mt="2">
            <CoverActions title={title} />
          </Stack>
        )}
      </Stack>
    </Flex>
  );
}
