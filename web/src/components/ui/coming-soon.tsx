import { EmptyState } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuConstruction } from 'react-icons/lu';

/** The body of a screen whose content arrives with a later release. */
export function ComingSoon({ title, description, icon: Icon = LuConstruction }: { title: string; description: string; icon?: IconType }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg" bg="bg.subtle">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <Icon />
        </EmptyState.Indicator>
        <EmptyState.Title>{title}</EmptyState.Title>
        <EmptyState.Description textAlign="center" maxW="md">{description}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
