import type { ReactNode } from 'react';
import { Badge, Box, Heading, Link, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { paths } from '../../../config/paths';
import { licenseStatuses, prospectionStatuses } from '../../../lib/core';
import { labelOf } from '../../../lib/labels';
import { useFairReport } from '../api/fairs';
import { MEETING_STATUSES, STATUS_PALETTES } from '../meeting-labels';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box as="section" aria-label={title}>
    <Heading as="h2" size="md" mb="3">
      {title}
    </Heading>
    {children}
  </Box>
);

const linkTo = (to: string, text: string) => (
  <Link asChild colorPalette="brand" variant="underline">
    <RouterLink to={to}>{text}</RouterLink>
  </Link>
);


/** The fair's report: its meetings by status, the titles presented and the interest, and what came of them. */
export function FairReport({ fairId }: { fairId: number }) {
  const report = useFairReport(fairId);
  if (report.isPending) return <PageLoading />;
  if (report.isError) return <LoadFailed what="report" error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  const { meetings, titles, prospections, licenses } = report.data;
  return (
    <Stack gap="8">
      <Section title="Meetings">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {MEETING_STATUSES.map(({ value, label }) => (
            <Stat.Root key={value} borderWidth="1px" rounded="md" p="3" borderTopWidth="3px" borderTopColor={`${STATUS_PALETTES[value]}.${value === 'cancelled' ? 'emphasized' : 'solid'}`}>
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText>{meetings[value] ?? 0}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Titles presented">
        {titles.length === 0 ? (
          <Text color="fg.muted">No title presented yet.</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="Titles presented">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>Title</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Presented</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Interested</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Send material</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Not for them</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {titles.map((t) => (
                  <Table.Row key={t.titleId}>
                    <Table.Cell>{linkTo(paths.titleEdit(t.titleId), t.title)}</Table.Cell>
                    <Table.Cell textAlign="end">{t.presented}</Table.Cell>
                    <Table.Cell textAlign="end">{t.interested}</Table.Cell>
                    <Table.Cell textAlign="end">{t.sendMaterial}</Table.Cell>
                    <Table.Cell textAlign="end">{t.notForThem}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Section>
      <Section title="Prospections from the fair">
        {prospections.length === 0 ? (
          <Text color="fg.muted">None yet: a held meeting's “Create follow-ups” makes them.</Text>
        ) : (
          <Stack as="ul" gap="1.5" listStyleType="none">
            {prospections.map((p) => (
              <Text as="li" key={p.id}>
                {linkTo(paths.prospectionEdit(p.id), `${p.title} – ${p.company}`)}{' '}
                <Badge variant="subtle" colorPalette="gray">
                  {labelOf(prospectionStatuses(), p.status)}
                </Badge>
              </Text>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Licenses that came of it">
        {licenses.length === 0 ? (
          <Text color="fg.muted">None yet.</Text>
        ) : (
          <Stack as="ul" gap="1.5" listStyleType="none">
            {licenses.map((l) => (
              <Text as="li" key={l.id}>
                {linkTo(paths.licenseEdit(l.id), `${l.title} – ${l.company}`)}{' '}
                <Badge variant="subtle" colorPalette="green">
                  {labelOf(licenseStatuses(), l.status)}
                </Badge>
              </Text>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
