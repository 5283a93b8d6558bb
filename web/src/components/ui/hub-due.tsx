import { List, Text } from '@chakra-ui/react';
import { paths } from '../../config/paths';
import { isOpenStatus } from '../../lib/core';
import { formatDate } from '../../lib/format';
import { plusDays, todayIso } from '../../lib/today';
import { HubNote, HubSection, type HubOf } from './hub-section';
import { RowLink } from './responsive-list';

/** Days ahead that a license's end counts as due. */
const LICENSE_END_AHEAD_DAYS = 180;
/** Days ahead that a chase counts as due. */
const CHASE_AHEAD_DAYS = 14;

/** What the due list reads of a license and of a prospection. */
interface DueLicense {
  id: number;
  title: string;
  company: string;
  endDate: string | null;
}
interface DueProspection {
  id: number;
  title: string;
  company: string;
  status: string | null;
  chaseDate: string | null;
  optionExpiry: string | null;
}

/** One thing due, soonest first: a chase, an option ending, a license ending. */
interface Due {
  date: string;
  text: string;
  to: string;
}

/** A title's hub names the company ("Chase Hanser"), a company's the title ("Chase about Dune"). */
const wording = {
  title: {
    chase: (r: DueProspection) => `Chase ${r.company}`,
    option: (r: DueProspection) => `Option of ${r.company} ends`,
    license: (r: DueLicense) => `License of ${r.company} ends`,
  },
  company: {
    chase: (r: DueProspection) => `Chase about ${r.title}`,
    option: (r: DueProspection) => `Option on ${r.title} ends`,
    license: (r: DueLicense) => `License of ${r.title} ends`,
  },
} as const;

/** What is due: chases within two weeks (and overdue), options ending, licenses ending within six months; soonest first. */
export function dueOf(of: HubOf, licenses: readonly DueLicense[], prospections: readonly DueProspection[], today: string): Due[] {
  const words = wording[of];
  const due: Due[] = [];
  for (const p of prospections) {
    if (!isOpenStatus(p.status ?? 'to_send')) continue;
    if (p.status === 'option' && p.optionExpiry) due.push({ date: p.optionExpiry, text: words.option(p), to: paths.prospectionEdit(p.id) });
    else if (p.chaseDate && p.chaseDate <= plusDays(today, CHASE_AHEAD_DAYS)) due.push({ date: p.chaseDate, text: words.chase(p), to: paths.prospectionEdit(p.id) });
  }
  for (const l of licenses) {
    if (l.endDate && l.endDate >= today && l.endDate <= plusDays(today, LICENSE_END_AHEAD_DAYS)) due.push({ date: l.endDate, text: words.license(l), to: paths.licenseEdit(l.id) });
  }
  return due.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A hub's "What is due" section, from its licenses and prospections once both have answered: each
 * line links to its record, an overdue date in red.
 */
export function HubDue({ of, licenses, prospections }: { of: HubOf; licenses?: readonly DueLicense[]; prospections?: readonly DueProspection[] }) {
  const today = todayIso();
  const due = licenses && prospections ? dueOf(of, licenses, prospections, today) : undefined;
  return (
    <HubSection title="What is due" count={due?.length}>
      {!due ? (
        <HubNote>Loading...</HubNote>
      ) : due.length === 0 ? (
        <HubNote>Nothing due on this {of}.</HubNote>
      ) : (
        <List.Root ps="5" gap="1" aria-label={`Due on this ${of}`}>
          {due.map((item) => (
            <List.Item key={`${item.to}-${item.date}`}>
              <RowLink to={item.to}>{item.text}</RowLink>{' '}
              <Text as="span" color={item.date < today ? 'fg.error' : 'fg.muted'}>
                {item.date < today ? `overdue since ${formatDate(item.date)}` : `on ${formatDate(item.date)}`}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </HubSection>
  );
}
