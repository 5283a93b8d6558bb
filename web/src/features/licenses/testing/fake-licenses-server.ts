import userEvent from '@testing-library/user-event';
import { contractTypes, currencies, licenseStatuses } from '../../../lib/core';
import { saveSession } from '../../../lib/session';
import { listAnswer, type FakeList } from '../../../lib/testing/fake-list';
import { callsOf, json, type Handler } from '../../../test/fake-server';
import { aliceServer } from '../../../test/server-fixtures';
import { signToken } from '../../../test/tokens';
import type { License } from '../api/license-types';

/** A signed exclusive French translation of Dune with Gollancz, with its PDF. */
export const stored: License = {
  id: 12,
  version: 1,
  title: 'Dune',
  titleId: 3,
  company: 'Gollancz',
  companyId: 4,
  agent: null,
  agentId: null,
  commission: '10%',
  contractDate: '2024-03-15',
  signed: true,
  status: 'signed',
  reversionDate: null,
  language: 'fr',
  territory: { world: true, include: [], exclude: [] },
  exclusive: true,
  announce: false,
  contractType: 'foreign_rights',
  endDate: null,
  advance: 1500.5,
  currency: 'EUR',
  royalties: null,
  filesFee: null,
  publicationDate: null,
  printRun: null,
  retailPrice: null,
  notes: null,
  file: { name: 'contract.pdf', size: 4096 },
};

export function signInAs(roles = ['editor']) {
  saveSession(signToken({ roles }), 'alice@example.com');
}

/**
 * GET /licenses as the server lists it: `q` in the title, company and agent names, newest contract
 * first, and its filters (a bad value is a 400).
 */
export const licenseList: FakeList<License> = {
  text: (l) => [l.title, l.company, l.agent ?? ''].join(' '),
  sort: {
    contractDate: (l) => l.contractDate,
    endDate: (l) => l.endDate,
    title: (l) => l.title,
    company: (l) => l.company,
    agent: (l) => l.agent,
    contractType: (l) => l.contractType,
    advance: (l) => l.advance,
    signed: (l) => l.signed,
    status: (l) => l.status,
    language: (l) => l.language,
  },
  defaultSort: '-contractDate',
  filters: {
    contractType: { accepts: (v) => contractTypes().some((o) => o.value === v), keeps: (l, v) => l.contractType === v },
    signed: { accepts: (v) => v === 'true' || v === 'false', keeps: (l, v) => l.signed === (v === 'true') },
    currency: { accepts: (v) => currencies().some((c) => c.code === v), keeps: (l, v) => l.currency === v },
    titleId: { accepts: (v) => /^\d+$/.test(v), keeps: (l, v) => String(l.titleId) === v },
    status: { accepts: (v) => licenseStatuses().some((o) => o.value === v), keeps: (l, v) => l.status === v },
    language: { accepts: (v) => /^[a-z]{2}$/.test(v) || v === 'none', keeps: (l, v) => (v === 'none' ? l.language == null : l.language === v) },
    year: { accepts: (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 9998, keeps: (l, v) => Number(l.contractDate?.slice(0, 4)) === Number(v) },
  },
};

/** A list route answering over `licenses` as the server does. */
export const listing =
  (licenses: License[]): Handler =>
  ({ url }) =>
    listAnswer(licenses, url, licenseList);

/** A fake server with licenses, title and company completions; `routes` override. */
export function licensesServer(routes: Record<string, Handler> = {}) {
  return aliceServer({
    'GET /api/licenses': listing([stored]),
    'GET /api/licenses/12': () => json(200, stored),
    'GET /api/titles/complete/Dun': () => json(200, [{ id: 3, name: 'Dune' }, { id: 9, name: 'Dune Messiah' }]),
    'GET /api/titles/complete/Dune': () => json(200, [{ id: 3, name: 'Dune' }, { id: 9, name: 'Dune Messiah' }]),
    'POST /api/licenses': ({ body }) => json(200, { ...stored, id: 13, ...(body as object) }),
    'PUT /api/licenses/12': ({ body }) => json(200, { ...stored, ...(body as object) }),
    ...routes,
  });
}

/** The bodies of the calls `METHOD /path`. */
export function bodiesOf(spy: ReturnType<typeof licensesServer>['spy'], call: string): unknown[] {
  return spy.mock.calls
    .filter((_, i) => callsOf(spy)[i] === call)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}

/**
 * Types into a combobox one `user.type` per character: user-event loses its caret when the
 * combobox writes the input's value back (real browsers do not; the Playwright tests type fast).
 */
export async function typeInto(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  for (const ch of text) await user.type(element, ch);
}

