import { HStack, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { contractTypes, prospectionStatuses } from '../../../lib/core';
import { formatDate } from '../../../lib/format';
import { USES_SHOWN, useTitleUses } from '../api/title-uses';
import type { Title } from '../api/title-types';

interface Props {
  /** The title to delete; null when the dialog is closed. */
  title: Title | null;
  onClose: () => void;
  onConfirm: () => void;
  loading: boolean;
}

const labelOf = (options: () => { value: string; label: string }[], value: string | null | undefined) =>
  (value && options().find((option) => option.value === value)?.label) || '';

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
            <Stack gap="1">
              <Text fontWeight="semibold" color="fg">
                Licenses
              </Text>
              <List.Root ps="5" aria-label="Licenses using this title">
                {licenses.rows.map((license) => (
                  <List.Item key={license.id}>
                    <Link asChild colorPalette="brand">
                      <RouterLink to={paths.licenseEdit(license.id)}>
                        {[license.company, labelOf(contractTypes, license.contractType), formatDate(license.contractDate)].filter(Boolean).join(' · ')}
                      </RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
              {licenses.total > USES_SHOWN && (
                <Link asChild colorPalette="brand" fontSize="sm">
                  <RouterLink to={`${paths.licenses}?${new URLSearchParams({ q: title?.name ?? '' })}`}>See all {licenses.total} licenses</RouterLink>
                </Link>
              )}
            </Stack>
          )}
          {prospections.total > 0 && (
            <Stack gap="1">
              <Text fontWeight="semibold" color="fg">
                Prospections
              </Text>
              <List.Root ps="5" aria-label="Prospections using this title">
                {prospections.rows.map((prospection) => (
                  <List.Item key={prospection.id}>
                    <Link asChild colorPalette="brand">
                      <RouterLink to={paths.prospectionEdit(prospection.id)}>
                        {[prospection.company, labelOf(prospectionStatuses, prospection.status)].filter(Boolean).join(' · ')}
                      </RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
              {prospections.total > USES_SHOWN && (
                <Link asChild colorPalette="brand" fontSize="sm">
                  <RouterLink to={`${paths.prospections}?${new URLSearchParams({ titleId: String(title?.id ?? '') })}`}>See all {prospections.total} prospections</RouterLink>
                </Link>
              )}
            </Stack>
          )}
        </Stack>
      }
    />
  );
}
