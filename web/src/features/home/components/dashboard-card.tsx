import { Card, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface DashboardCardProps {
  title: string;
  /** A line under the title saying what the card counts. */
  description?: ReactNode;
  /** The card's content, given the heading's id for a list to be named by it. */
  children: (headingId: string) => ReactNode;
}

/** A card of the home page: a section named by its heading, with a line saying what it shows. */
export function DashboardCard({ title, description, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {description && (
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body>{children(headingId)}</Card.Body>
    </Card.Root>
  );
}
