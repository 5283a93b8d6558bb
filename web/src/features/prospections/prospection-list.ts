import type { SortState } from '../../components/ui/sort-header';
import { declineReasons, isOpenStatus, materials, prospectionStatuses, territoryText } from '../../lib/core';
import { formatMoney, languageName } from '../../lib/format';
import { contractTypeLabel, labelOf } from '../../lib/labels';
import { todayIso } from '../../lib/today';
import type { Offer, Prospection, ProspectionSortKey } from './api/prospection-types';

/** What is due first, undated last, as the server lists them by default. */
export const defaultProspectionSort: SortState<ProspectionSortKey> = { key: 'chaseDate', direction: 'asc' };


/** "To send", "Offer"...: the label of a status wire value. */
export const statusLabel = (status: string | null | undefined) => labelOf(prospectionStatuses(), status);
export const declineReasonLabel = (reason: string | null | undefined) => labelOf(declineReasons(), reason);
export const materialLabel = (material: string) => labelOf(materials(), material);

/** The Chakra colour palette of a status badge: grey while planned, blue while out, green for interest and offers, red for a no. */
export function statusPalette(status: string | null | undefined): string {
  switch (status) {
    case 'to_send':
      return 'gray';
    case 'sent':
    case 'reading':
      return 'blue';
    case 'interested':
      return 'teal';
    case 'offer':
    case 'option':
      return 'orange';
    case 'licensed':
      return 'green';
    case 'declined':
      return 'red';
    default:
      return 'gray'; // expired, withdrawn
  }
}

/** The statuses a board shows a column for: those still being worked on, in pipeline order. */
export const openStatuses = () => prospectionStatuses().filter((status) => isOpenStatus(status.value));

/** An open prospection whose chase date is before today: shown in red, listed under "needs chasing". */
export const isOverdue = (p: Pick<Prospection, 'status' | 'chaseDate'>, today = todayIso()) =>
  Boolean(p.chaseDate && p.chaseDate < today && isOpenStatus(p.status ?? 'to_send'));

/**
 * The offer that matters most: the highest advance among those still pending or accepted (advances
 * in different currencies are not compared: the latest offer's currency wins), else none.
 */
export function bestOffer(offers: Offer[]): Offer | undefined {
  const live = offers.filter((offer) => offer.status !== 'declined');
  if (live.length === 0) return undefined;
  const currency = live[live.length - 1].currency;
  return live.filter((offer) => offer.currency === currency).reduce((best, offer) => ((offer.advance ?? 0) > (best.advance ?? 0) ? offer : best));
}

export const formatOffer = (offer: Offer | undefined) => (offer ? formatMoney(offer.advance, offer.currency) : '');

/** "Translation · French" */
export const rightLabel = (p: Pick<Prospection, 'contractType' | 'language'>) => [contractTypeLabel(p.contractType), languageName(p.language)].filter(Boolean).join(' · ');

export const prospectionCsvHeader = [
  'Title',
  'Company',
  'Contact',
  'Right',
  'Language',
  'Territory',
  'Status',
  'Sent',
  'Chase',
  'Last chased',
  'Option expiry',
  'Decline reason',
  'Material',
  'Source',
  'Expected advance',
  'Currency',
  'Best offer',
  'Best offer currency',
  'Owner',
  'Notes',
];

/** The CSV rows (header first): dates as YYYY-MM-DD, amounts as plain numbers, labels for the lists. */
export function prospectionsCsvRows(prospections: Prospection[]): (string | number | null | undefined)[][] {
  return [
    prospectionCsvHeader,
    ...prospections.map((p) => {
      const offer = bestOffer(p.offers);
      return [
        p.title,
        p.company,
        p.contact,
        contractTypeLabel(p.contractType),
        p.language,
        p.territory ? territoryText(p.territory) : null,
        statusLabel(p.status),
        p.sentDate,
        p.chaseDate,
        p.lastChasedDate,
        p.optionExpiry,
        declineReasonLabel(p.declineReason),
        p.material.map(materialLabel).join(', '),
        p.source,
        p.expectedAdvance,
        p.currency,
        offer?.advance,
        offer?.currency,
        p.owner,
        p.notes,
      ];
    }),
  ];
}
