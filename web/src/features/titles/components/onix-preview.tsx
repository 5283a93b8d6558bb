import { Badge, Box, Button, ButtonGroup, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { HubNote, HubSection } from '../../../components/ui/hub-section';
import { RowLink } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import type { OnixPreview, OnixTitlePlan } from '../api/catalogue-wire';
import type { KeptFields } from '../api/onix-import';
import { titleFieldLabel } from '../catalogue-labels';
import { isKept, onixValueText } from '../onix-decisions';

const count = (n: number, one: string, other: string) => `${n.toLocaleString()} ${n === 1 ? one : other}`;

/** The preview's counts in one line: "12 products: 3 new titles, 2 updated, 1 conflict, 1 skipped". */
export function onixSummary(preview: OnixPreview): string {
  const of = (action: OnixTitlePlan['action']) => preview.titles.filter((title) => title.action === action).length;
  return `${count(preview.products, 'product', 'products')}: ${count(of('new'), 'new title', 'new titles')}, ${of('update').toLocaleString()} updated, ${count(of('conflict'), 'conflict', 'conflicts')}, ${preview.skipped.length.toLocaleString()} skipped`;
}

/** An updated title's changes, each with "Keep" (the value as it is) or "Replace" (the file's). */
function Changes({ plan, kept, onToggle }: { plan: OnixTitlePlan; kept: KeptFields; onToggle: (key: string, field: string) => void }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" aria-label={`Changes to ${plan.name}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Field</Table.ColumnHeader>
            <Table.ColumnHeader>Now</Table.ColumnHeader>
            <Table.ColumnHeader>In the file</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Import</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {plan.changes.map((change) => {
            const keep = isKept(kept, plan.key, change.field);
            const label = titleFieldLabel(change.field);
            return (
              <Table.Row key={change.field}>
                <Table.Cell fontWeight="medium">{label}</Table.Cell>
                <Table.Cell color={keep ? 'fg' : 'fg.muted'} textDecoration={keep ? undefined : 'line-through'} wordBreak="break-word" minW="8rem">
                  {onixValueText(change.current)}
                </Table.Cell>
                <Table.Cell color={keep ? 'fg.muted' : 'fg'} textDecoration={keep ? 'line-through' : undefined} wordBreak="break-word" minW="8rem">
                  {onixValueText(change.incoming)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <ButtonGroup size="xs" attached variant="outline" role="group" aria-label={`${label} of ${plan.name}`}>
                    <Button aria-pressed={keep} variant={keep ? 'solid' : 'outline'} colorPalette={keep ? 'brand' : 'gray'} onClick={() => !keep && onToggle(plan.key, change.field)}>
                      Keep
                    </Button>
                    <Button aria-pressed={!keep} variant={keep ? 'outline' : 'solid'} colorPalette={keep ? 'gray' : 'brand'} onClick={() => keep && onToggle(plan.key, change.field)}>
                      Replace
                    </Button>
                  </ButtonGroup>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** A title's line: its name (linked when stored), and its editions' ISBNs. */
function TitleLine({ plan }: { plan: OnixTitlePlan }) {
  const isbns = (plan.incoming.editions ?? []).map((edition) => edition.isbn).join(', ');
  return (
    <Stack gap="0.5">
      <Text fontWeight="medium">{plan.titleId != null ? <RowLink to={paths.titleEdit(plan.titleId)}>{plan.name}</RowLink> : plan.name}</Text>
      {isbns && (
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          ISBN {isbns}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What importing an ONIX file would do (nothing is stored yet): its counts, the products left out
 * with their lines, the new titles, the updated ones with each changed field to keep or replace,
 * and the conflicts, which are not imported.
 */
export function OnixPreviewView({ preview, kept, onToggle }: { preview: OnixPreview; kept: KeptFields; onToggle: (key: string, field: string) => void }) {
  const plans = (action: OnixTitlePlan['action']) => preview.titles.filter((title) => title.action === action);
  const created = plans('new');
  const updated = plans('update');
  const conflicts = plans('conflict');
  return (
    <Stack gap="8">
      <HStack gap="2" wrap="wrap">
        <Badge variant="subtle">ONIX {preview.release}</Badge>
        <Text aria-label="Summary">{onixSummary(preview)}</Text>
      </HStack>

      {preview.skipped.length > 0 && (
        <HubSection title="Skipped products" count={preview.skipped.length}>
          <Stack as="ul" gap="1" listStyleType="none">
            {preview.skipped.map((skip) => (
              <Text as="li" key={`${skip.line}-${skip.reason}`} fontSize="sm">
                <Text as="span" fontWeight="medium">
                  Line {skip.line}:
                </Text>{' '}
                {skip.reason}
              </Text>
            ))}
          </Stack>
        </HubSection>
      )}

      <HubSection title="New titles" count={created.length}>
        {created.length === 0 ? (
          <HubNote>No new titles in this file.</HubNote>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {created.map((plan) => (
              <Box as="li" key={plan.key}>
                <TitleLine plan={plan} />
              </Box>
            ))}
          </Stack>
        )}
      </HubSection>

      <HubSection title="Updated titles" count={updated.length}>
        {updated.length === 0 ? (
          <HubNote>No title of yours changes with this file.</HubNote>
        ) : (
          <Stack as="ul" gap="5" listStyleType="none">
            {updated.map((plan) => (
              <Stack as="li" key={plan.key} gap="2" borderWidth="1px" rounded="md" p={{ base: '3', sm: '4' }} bg="bg.subtle">
                <TitleLine plan={plan} />
                {plan.changes.length === 0 ? <HubNote>Nothing changes.</HubNote> : <Changes plan={plan} kept={kept} onToggle={onToggle} />}
              </Stack>
            ))}
          </Stack>
        )}
      </HubSection>

      {conflicts.length > 0 && (
        <HubSection title="Conflicts, not imported" count={conflicts.length}>
          <Stack as="ul" gap="3" listStyleType="none">
            {conflicts.map((plan) => (
              <Stack as="li" key={plan.key} gap="0.5">
                <TitleLine plan={plan} />
                {plan.conflict && (
                  <Text fontSize="sm" color="fg.error">
                    {plan.conflict}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        </HubSection>
      )}
    </Stack>
  );
}
