import { HStack, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { contractTypes, prospectionStatuses } from '../../../lib/core';
import { formatDate } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import { USES_SHOWN, useTitleUses } from '../api/title-uses';
import type { Title } from '../api/title-types';

interface Props {
  /** The title to delete; null when the dialog is closed. */
  title: Title | null;
  onClose: () => void;
  onConfirm: () => void;
  loading: boolean;
}

/**
 * One kind of record using the title: a heading, the first USES_SHOWN as links, and "See all N"
 * (`all`) when there are more.
 */
function UsesList({ heading, uses, total, all }: { heading: string; uses: { id: number; to: string; text: string }[]; total: number; all: string }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" color="fg">
        {heading}
      </Text>
      <List.Root ps="5" aria-label={`${heading} using this title`}>
        {uses.map((use) => (
          <List.Item key={use.id}>
            <Link asChild colorPalette="brand">
              <RouterLink to={use.to}>{use.text}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
      {total > USES_SHOWN && (
        <Link asChild colorPalette="brand" fontSize="sm">
          <RouterLink to={all}>
            See all {total} {heading.toLowerCase()}
          </RouterLink>
        </Link>
      )}
    </Stack>
  );
}

/**
 * Deleting a title: first what uses it is asked (its licenses and prospections). A title in use is
 * not offered for deletion (the server would refuse it): the dialog names what uses it, each a
 * link, and where to see them all. A free title is confirmed as any delete.
 */
export function DeleteTitleDialog({ title, onClose, onConfirm, loading }: Props) {
  const uses = useTitleUses(title?.id ?? null);
  const name = (
    <Text as="span" fontWeight="semibold" color="fg">
      {title?.name}
    </Text>
  );
  const common = { open: title !== null, onOpenChange: (open: boolean) => !open && onClose(), loading };

  if (!uses.data && !uses.isError) {
    return (
      <ConfirmDialog
        {...common}
        title="Delete this title?"
        body={
          <HStack gap="2" role="status">
            <Spinner size="xs" /> <span>Checking what uses {name}…</span>
          </HStack>
        }
      />
    );
  }
  const { licenses, prospections } = uses.data ?? { licenses: { rows: [], total: 0 }, prospections: { rows: [], total: 0 } };
  if (licenses.total === 0 && prospections.total === 0) {
    return <ConfirmDialog {...common} title="Delete this title?" body={<>{name} will be removed from your catalogue. This cannot be undone.</>} onConfirm={onConfirm} />;
  }
  const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
  return (
    <ConfirmDialog
      {...common}
      title="This title is in use"
      body={
        <Stack gap="3">
          <Text>
            {name} cannot be deleted while{' '}
            {[licenses.total > 0 && count(licenses.total, 'license', 'licenses'), prospections.total > 0 && count(prospections.total, 'prospection', 'prospections')].filter(Boolean).join(' and ')}{' '}
            {licenses.total + prospections.total === 1 ? 'uses' : 'use'} it. Delete or change {licenses.total + prospections.total === 1 ? 'it' : 'them'} first.
          </Text>
          {licenses.total > 0 && (
            <UsesList
              heading="Licenses"
              uses={licenses.rows.map((license) => ({
                id: license.id,
                to: paths.licenseEdit(license.id),
                text: [license.company, labelOf(contractTypes(), license.contractType), formatDate(license.contractDate)].filter(Boolean).join(' · '),
              }))}
              total={licenses.total}
              all={`${paths.licenses}?${new URLSearchParams({ q: title?.name ?? '' })}`}
            />
          )}
          {prospections.total > 0 && (
            <UsesList
              heading="Prospections"
              uses={prospections.rows.map((prospection) => ({
                id: prospection.id,
                to: paths.prospectionEdit(prospection.id),
                text: [prospection.company, labelOf(prospectionStatuses(), prospection.status)].filter(Boolean).join(' · '),
              }))}
              total={prospections.total}
              all={`${paths.prospections}?${new URLSearchParams({ titleId: String(title?.id ?? '') })}`}
            />
          )}
        </Stack>
      }
    />
  );
}
