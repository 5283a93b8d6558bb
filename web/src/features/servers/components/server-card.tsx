import { Badge, Box, Card, Code, DataList, HStack, Heading, Icon, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuServer } from 'react-icons/lu';
import { exactTime, relativeTime } from '../../../lib/format';
import type { ServerInstance } from '../api/get-servers';
import { engineLabel, formatLatency, formatUptime } from '../server-facts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item alignItems="baseline">
      <DataList.ItemLabel minW="7rem">{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The database's health as this instance last saw it: its round trip, or why there is none. */
function Connection({ server }: { server: ServerInstance }) {
  if (!server.running) return <Text as="span" color="fg.muted">Not connected: stopped</Text>;
  if (server.databaseLatencyMs == null) return <Text as="span" color="fg.muted">Not measured yet</Text>;
  return (
    <HStack as="span" gap="1.5">
      <Box as="span" boxSize="2" rounded="full" bg="green.solid" aria-hidden />
      Healthy, {formatLatency(server.databaseLatencyMs)} round trip
    </HStack>
  );
}

/**
 * One server instance: running or stopped, "this one" when it answered, its version, database
 * engine and connection, start, uptime and last heartbeat. `now` is the server's clock (see
 * `serverNow`).
 */
export function ServerCard({ server, now }: { server: ServerInstance; now: number }) {
  const name = server.host || 'Rightsdesk server';
  return (
    <Card.Root as="li" variant="outline" size="sm" aria-label={`${name}${server.current ? ', this one' : ''}`} data-running={server.running}>
      <Card.Header>
        <HStack gap="2" wrap="wrap">
          <Icon as={LuServer} color={server.running ? 'brand.fg' : 'fg.subtle'} boxSize="5" />
          <Heading as="h2" size="md" flex="1" minW="0" truncate>
            {name}
          </Heading>
          {server.current && (
            <Badge colorPalette="brand" variant="solid">
              This one
            </Badge>
          )}
          {server.running ? (
            <Badge colorPalette="green" variant="subtle">
              Running
            </Badge>
          ) : (
            <Badge colorPalette="gray" variant="outline">
              Stopped
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="1.5">
          <Fact label="Version">{server.version}</Fact>
          <Fact label="Database">{engineLabel(server.database)}</Fact>
          <Fact label="Connection">
            <Connection server={server} />
          </Fact>
          <Fact label="Started">{exactTime(server.startedAt)}</Fact>
          <Fact label={server.running ? 'Uptime' : 'Ran for'}>{formatUptime(server.uptimeSeconds)}</Fact>
          <Fact label="Last seen">
            {server.current ? (
              'Now: it answered this page'
            ) : (
              <time dateTime={server.lastSeenAt} title={exactTime(server.lastSeenAt)}>
                {relativeTime(server.lastSeenAt, now)}
              </time>
            )}
          </Fact>
          <Fact label="Instance">
            <Code size="sm" variant="plain" px="0" wordBreak="break-all">
              {server.id}
            </Code>
          </Fact>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
