import { Card, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One part of Account Settings: a card named by its heading, a line saying what it is for, its content. */
export function AccountSection({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {description}
        </Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
