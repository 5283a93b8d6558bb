import { Flex, HStack, IconButton } from '@chakra-ui/react';
import { LuMenu } from 'react-icons/lu';
import { ColorModeButton } from '../../components/layout/color-mode';
import { Logo } from '../../components/layout/logo';
import { UserMenu } from './user-menu';

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <Flex as="header" h="50px" align="center" justify="space-between" px={{ base: '2', md: '4' }} gap="2" borderBottomWidth="1px" bg="bg.panel">
      <HStack gap="1">
        <IconButton hideFrom="md" variant="ghost" size="sm" aria-label="Open menu" onClick={onOpenMenu}>
          <LuMenu />
        </IconButton>
        <Logo />
      </HStack>
      <HStack gap="1">
        <ColorModeButton />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
