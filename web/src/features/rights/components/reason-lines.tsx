import { Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Reason } from '../../../generated/Reason';
import { paths } from '../../../config/paths';
import { heldStatuses, licenseStatuses, prospectionStatuses } from '../../../lib/core';
import { formatDate } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';

/** One reason in words: what it is, with whom, where it stands, until when. */
function reasonText(reason: Reason): string {
  const until = reason.until ? `until ${formatDate(reason.until)}` : '';
  switch (reason.kind) {
    case 'license':
      return [
        `License to ${reason.company ?? 'a company'}`,
        labelOf(licenseStatuses(), reason.status),
        reason.exclusive === false ? 'non-exclusive' : 'exclusive',
        until || 'no end date',
      ].join(' · ');
    case 'prospection':
      return [`Pitched to ${reason.company ?? 'a company'}`, labelOf(prospectionStatuses(), reason.status), until].filter(Boolean).join(' · ');
    case 'rights_held':
      return ['Rights held', labelOf(heldStatuses(), reason.status), until || 'no end'].join(' · ');
  }
}

/**
 * Why a right is in its state: each license, pitch or right held behind it, linked to its record
 * (a right held to the title's Rights tab, when the title is known).
 */
export function ReasonLines({ reasons, titleId, none = 'Nothing recorded against it.' }: { reasons: readonly Reason[]; titleId?: number; none?: string }) {
  if (reasons.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {none}
      </Text>
    );
  }
  const target = (reason: Reason) => {
    if (reason.kind === 'license') return paths.licenseEdit(reason.id);
    if (reason.kind === 'prospection') return paths.prospectionEdit(reason.id);
    return titleId === undefined ? undefined : paths.titleRights(titleId);
  };
  return (
    <List.Root gap="1" variant="plain" fontSize="sm">
      {reasons.map((reason) => {
        const to = target(reason);
        const text = reasonText(reason);
        return (
          <List.Item key={`${reason.kind}-${reason.id}`}>
            {to ? (
              <Link asChild colorPalette="brand" variant="underline">
                <RouterLink to={to}>{text}</RouterLink>
              </Link>
            ) : (
              text
            )}
          </List.Item>
        );
      })}
    </List.Root>
  );
}
