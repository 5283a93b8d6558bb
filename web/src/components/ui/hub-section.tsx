import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { presetPath, type PresetNames } from '../../lib/preset-names';

/**
 * The pieces of a record's hub (a title's page, a company's page): sections of the records that
 * use it, each with its heading, its count and an action, filled as their calls answer.
 */

/** The record a hub is about: each line of it names the other side (a title's page the companies, a company's page the titles). */
export type HubOf = 'title' | 'company';

/** One section of a hub: a heading with the count of its records (once known), an action on the right, the records. */
export function HubSection({ title, count, action, children }: { title: string; count?: number; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {count !== undefined && <Badge variant="outline">{count}</Badge>}
        </HStack>
        {action}
      </HStack>
      {children}
    </Stack>
  );
}

/** A section's line when it has no records to show: loading, none yet, could not be loaded. */
export const HubNote = ({ children }: { children: ReactNode }) => (
  <Text color="fg.muted" fontSize="sm">
    {children}
  </Text>
);

/** A section's records as they arrive: could not be loaded, loading, none yet (`none`), or `children` of the rows. */
export function HubRecords<T>({ query, what, none, children }: { query: { data?: T[]; isError: boolean }; what: string; none: string; children: (rows: T[]) => ReactNode }) {
  if (query.isError) return <HubNote>The {what} could not be loaded.</HubNote>;
  if (!query.data) return <HubNote>Loading...</HubNote>;
  if (query.data.length === 0) return <HubNote>{none}</HubNote>;
  return <>{children(query.data)}</>;
}

/** "New license" or "New prospection" from a hub: the form at `path` opens with the hub's record set (lib/preset-names.ts). */
export function HubNewLink({ path, label, names }: { path: string; label: string; names: PresetNames }) {
  return (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={presetPath(path, names)}>
        <LuPlus /> {label}
      </RouterLink>
    </Button>
  );
}
