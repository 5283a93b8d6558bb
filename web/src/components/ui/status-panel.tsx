import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A bordered panel for an empty list, a missing title or a failed load: icon, heading, text, actions. */
export function StatusPanel({ icon, title, description, children, dashed = false }: { icon: ReactNode; title: string; description?: ReactNode; children?: ReactNode; dashed?: boolean }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle={dashed ? 'dashed' : 'solid'} rounded="lg" bg="bg.subtle">
      <EmptyState.Content>
        <EmptyState.Indicator color={dashed ? 'brand.fg' : 'fg.muted'}>{icon}</EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          {description && <EmptyState.Description maxW="md">{description}</EmptyState.Description>}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
