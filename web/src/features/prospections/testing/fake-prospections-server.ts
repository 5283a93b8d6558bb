import { isConvertible, isOpenStatus, nextChase, prospectionStatuses, validateMove } from '../../../lib/core';
import { saveSession } from '../../../lib/session';
import { listAnswer, type FakeList } from '../../../lib/testing/fake-list';
import { callsOf, json, type fakeServer, type Handler } from '../../../test/fake-server';
import { aliceServer, countries, languages } from '../../../test/server-fixtures';
import { signToken } from '../../../test/tokens';
import type { Offer, Prospection } from '../api/prospection-types';
import { plusDays, todayIso } from '../../../lib/today';

/** A stored prospection: Dune offered to Gollancz, sent, owned by Alice (user 7); `fields` override. */
export function aProspection(fields: Partial<Prospection> = {}): Prospection {
  return {
    id: 1,
    version: 1,
    title: 'Dune',
    titleId: 3,
    company: 'Gollancz',
    companyId: 4,
    contactId: null,
    contact: null,
    contractType: 'foreign_rights',
    language: null,
    territory: null,
    status: 'sent',
    sentDate: '2024-01-10',
    chaseDate: null,
    lastChasedDate: null,
    optionExpiry: null,
    declineReason: null,
    material: [],
    materialFiles: [],
    source: null,
    expectedAdvance: null,
    currency: null,
    ownerId: 7,
    owner: 'Alice Martin',
    notes: null,
    licenseId: null,
    fairMeetingId: null,
    offers: [],
    createdAt: '2024-01-10T09:00:00Z',
    updatedAt: '2024-01-10T09:00:00Z',
    ...fields,
  };
}

/** Signs in (editor unless told) as Alice, user 7, with the reference lists cached. */
export function signInAs(role: 'editor' | 'admin' | 'viewer' = 'editor') {
  saveSession(signToken({ sub: '7', name: 'Alice Martin', roles: [role] }), 'alice@example.com');
  localStorage.setItem('countries', JSON.stringify(countries));
  localStorage.setItem('languages', JSON.stringify(languages));
}

/** The team: Alice (user 7, the one signed in) and Bruno. */
export const teamMembers = [
  { id: 7, name: 'Alice Martin' },
  { id: 8, name: 'Bruno Costa' },
];

const pipeline = (status: string | null) => prospectionStatuses().findIndex((s) => s.value === (status ?? 'to_send'));
const isId = (value: string) => /^\d+$/.test(value);

/** GET /prospections as the server lists it (docs/http.md, "Prospections"): `q` in title and company names, due first. */
export const prospectionList: FakeList<Prospection> = {
  text: (p) => `${p.title} ${p.company}`,
  sort: {
    title: (p) => p.title,
    company: (p) => p.company,
    status: (p) => pipeline(p.status),
    sentDate: (p) => p.sentDate,
    chaseDate: (p) => p.chaseDate,
    optionExpiry: (p) => p.optionExpiry,
    expectedAdvance: (p) => p.expectedAdvance,
    owner: (p) => p.owner,
    updatedAt: (p) => p.updatedAt,
  },
  defaultSort: 'chaseDate',
  filters: {
    status: { accepts: (v) => v.split(',').every((s) => pipeline(s) >= 0), keeps: (p, v) => v.split(',').includes(p.status ?? 'to_send') },
    titleId: { accepts: isId, keeps: (p, v) => String(p.titleId) === v },
    companyId: { accepts: isId, keeps: (p, v) => String(p.companyId) === v },
    ownerId: { accepts: isId, keeps: (p, v) => String(p.ownerId) === v },
    due: {
      accepts: (v) => v === 'overdue' || v === 'week',
      keeps: (p, v) => {
        const open = isOpenStatus(p.status ?? 'to_send');
        const today = todayIso();
        const week = plusDays(today, 7);
        const within = (date: string | null) => Boolean(date && date >= today && date <= week);
        return v === 'overdue' ? open && Boolean(p.chaseDate && p.chaseDate < today) : open && (within(p.chaseDate) || (p.status === 'option' && within(p.optionExpiry)));
      },
    },
    optionEndsWithin: {
      accepts: (v) => isId(v) && Number(v) <= 366,
      keeps: (p, v) => p.status === 'option' && Boolean(p.optionExpiry && p.optionExpiry >= todayIso() && p.optionExpiry <= plusDays(todayIso(), Number(v))),
    },
  },
};

/**
 * A fake server holding `initial` prospections in memory: the list (searched, sorted, filtered and
 * paged as the server does), the team's members, PUT with core's move table (a forbidden move is a 422 on `status`),
 * the chase, and the name of each title they offer. Any route can be overridden.
 */
export function prospectionsServer(initial: Prospection[], overrides: Record<string, Handler> = {}) {
  const stored = new Map(initial.map((p) => [p.id, { ...p }]));
  const routes: Record<string, Handler> = {
    'GET /api/prospections': ({ url }) => listAnswer([...stored.values()], url, prospectionList),
    'GET /api/team/members': () => json(200, teamMembers),
  };
  for (const p of initial) {
    routes[`GET /api/titles/${p.titleId}`] = () => json(200, { id: p.titleId, name: p.title, author: null, publishDate: null, description: null });
    routes[`PUT /api/prospections/${p.id}`] = ({ body }) => {
      const before = stored.get(p.id)!;
      const next = body as Partial<Prospection>;
      const refused = next.status && next.status !== before.status ? validateMove(before.status ?? 'to_send', next.status) : {};
      if (Object.keys(refused).length > 0) return json(422, { message: 'Validation failed', errors: refused });
      const saved = { ...before, ...next, id: p.id };
      stored.set(p.id, saved);
      return json(200, saved);
    };
    routes[`POST /api/prospections/${p.id}/chase`] = () => {
      const saved = { ...stored.get(p.id)!, lastChasedDate: todayIso(), chaseDate: nextChase(todayIso()) };
      stored.set(p.id, saved);
      return json(200, saved);
    };
  }
  const { spy } = aliceServer({ ...routes, ...prospectionRecordRoutes(stored), ...overrides });
  return { spy, stored };
}

/**
 * The rest of the prospection routes over `stored`, as the server answers them: create (one, or a
 * batch, numbered from 100, without routes of their own), and per stored prospection GET (404 once
 * deleted), DELETE, a logged offer (moving a sent, reading or interested one to `offer`) and the
 * conversion (409 unless interested, offer or option) into license 40.
 */
function prospectionRecordRoutes(stored: Map<number, Prospection>): Record<string, Handler> {
  let nextId = 100;
  const create = (body: unknown): Prospection => {
    const created = aProspection({ status: 'to_send', sentDate: null, ...(body as Partial<Prospection>), id: nextId++, offers: [] });
    stored.set(created.id, created);
    return created;
  };
  const routes: Record<string, Handler> = {
    'POST /api/prospections': ({ body }) => json(200, create(body)),
    'POST /api/prospections/batch': ({ body }) => json(200, (body as unknown[]).map(create)),
  };
  for (const id of stored.keys()) {
    const path = `/api/prospections/${id}`;
    const save = (changes: Partial<Prospection>) => {
      const saved = { ...stored.get(id)!, ...changes };
      stored.set(id, saved);
      return json(200, saved);
    };
    routes[`GET ${path}`] = () => (stored.has(id) ? json(200, stored.get(id)) : json(404, { message: 'Not found' }));
    routes[`DELETE ${path}`] = () => (stored.delete(id), json(200, { id }));
    routes[`POST ${path}/offers`] = ({ body }) => {
      const { offers, status } = stored.get(id)!;
      const offer: Offer = { receivedDate: null, advance: null, currency: null, royalties: null, notes: null, status: 'pending', ...(body as Partial<Offer>), id: 500 + offers.length };
      return save({ offers: [...offers, offer], status: ['sent', 'reading', 'interested'].includes(status ?? '') ? 'offer' : status });
    };
    routes[`POST ${path}/convert`] = ({ body }) => {
      const p = stored.get(id)!;
      if (!isConvertible(p.status ?? 'to_send')) return json(409, { message: 'Only an interested, offer or option prospection can be converted' });
      const license = { id: 40, title: p.title, titleId: p.titleId, company: p.company, companyId: p.companyId, contractType: p.contractType, signed: false };
      stored.set(id, { ...p, status: 'licensed', licenseId: license.id });
      // declineOthers: the open pitches of the same title, right and a language in common
      const declined = (body as { declineOthers?: boolean } | undefined)?.declineOthers
        ? [...stored.values()].filter(
            (o) =>
              o.id !== p.id &&
              o.titleId === p.titleId &&
              o.contractType === p.contractType &&
              isOpenStatus(o.status ?? 'to_send') &&
              (!o.language || !p.language || o.language === p.language),
          )
        : [];
      for (const other of declined) stored.set(other.id, { ...other, status: 'declined', declineReason: 'sold_elsewhere' });
      return json(200, { prospection: stored.get(id), license, declined: declined.map((o) => o.id) });
    };
  }
  return routes;
}

/** The JSON bodies sent with `METHOD /path`, in order. */
export function bodiesOf(spy: ReturnType<typeof fakeServer>, call: string): unknown[] {
  const calls = callsOf(spy);
  return spy.mock.calls.filter((_, i) => calls[i] === call).map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}
