import { Button, Popover, Portal, Stack, Table, Text } from '@chakra-ui/react';
import type { Grid } from '../../../generated/Grid';
import type { LanguageCell } from '../../../generated/LanguageCell';
import { contractTypeLabel } from '../../../lib/labels';
import { languageName } from '../../../lib/format';
import { statePalette, stateLabel } from '../../rights/availability-states';
import { ReasonLines } from '../../rights/components/reason-lines';
import { StateLegend } from '../../rights/components/state-badge';

const languageHeading = (code: string | null) => (code ? languageName(code) : 'All languages');

/** One cell: its state in its colour and in words; a click shows why, with links. */
function Cell({ right, cell, titleId }: { right: string; cell: LanguageCell; titleId: number }) {
  const palette = statePalette[cell.state];
  const what = `${right}, ${languageHeading(cell.language)}`;
  return (
    <Popover.Root positioning={{ placement: 'bottom' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          size="xs"
          w="28"
          justifyContent="center"
          colorPalette={palette}
          variant="subtle"
          aria-label={`${what}: ${stateLabel(cell.state)}. Why?`}
        >
          {stateLabel(cell.state)}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="sm">
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="2">
                <Popover.Title fontWeight="semibold">
                  {what}: {stateLabel(cell.state)}
                </Popover.Title>
                <ReasonLines reasons={cell.reasons} titleId={titleId} none="Free to sell: no license, pitch or limit of the rights held stands in the way." />
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/**
 * The availability grid (docs/http.md, "Availability"): a row per right, a column per language that
 * any right held, license or pitch of the title names, each cell what that right is today the
 * world over. Without rights held recorded, the rows are the rights licensed or pitched, and the
 * grid says that nothing is refused for want of rights.
 */
export function AvailabilityGrid({ grid, titleId }: { grid: Grid; titleId: number }) {
  if (grid.rights.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        No right is recorded, licensed or pitched for this title yet: everything is available.
      </Text>
    );
  }
  const languages = grid.rights[0].languages.map((cell) => cell.language);
  return (
    <Stack gap="3">
      {!grid.rightsRecorded && (
        <Text color="fg.muted" fontSize="sm">
          The rights held are not recorded for this title: nothing is refused for want of them, and the rows are the rights licensed or pitched.
        </Text>
      )}
      <Table.ScrollArea>
        <Table.Root size="sm" variant="outline" aria-label="Availability by right and language" w="auto">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Right</Table.ColumnHeader>
              {languages.map((code) => (
                <Table.ColumnHeader key={code ?? ''} textAlign="center">
                  {languageHeading(code)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {grid.rights.map((row) => {
              const right = contractTypeLabel(row.contractType);
              return (
                <Table.Row key={row.contractType}>
                  <Table.Cell as="th" scope="row" whiteSpace="nowrap" fontWeight="medium" textAlign="start">
                    {right}
                  </Table.Cell>
                  {row.languages.map((cell) => (
                    <Table.Cell key={cell.language ?? ''} textAlign="center">
                      <Cell right={right} cell={cell} titleId={titleId} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <StateLegend />
    </Stack>
  );
}
