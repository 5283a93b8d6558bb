import type { User } from '../../../generated/User';
import { saveSession } from '../../../lib/session';
import { json, type Handler } from '../../../test/fake-server';
import { aliceServer, cacheReferenceLists } from '../../../test/server-fixtures';
import { signToken } from '../../../test/tokens';
import type { TeamUser } from '../api/get-users';

/** Alice (user 7, who signs in), an editor, a deactivated viewer and a second admin. */
export const teamUsers: TeamUser[] = [
  { id: 7, email: 'alice@example.com', name: 'Alice Martin', role: 'admin', active: true },
  { id: 8, email: 'bruno@example.com', name: 'Bruno Costa', role: 'editor', active: true },
  { id: 9, email: 'chloe@example.com', name: 'Chloé Durand', role: 'viewer', active: false },
  { id: 10, email: 'dana@example.com', name: 'Dana Okafor', role: 'admin', active: true },
];

export const ONE_TIME_PASSWORD = 'kH3v-9QzT-pL2w';
export const TAKEN_EMAIL = 'A user with this e-mail already exists';
export const TEAM_NAME_TAKEN = 'Another team has this name';
export const LAST_ADMIN = "The team's last active admin cannot be demoted or deactivated: make another user an admin first";

/**
 * A fake Rightsdesk server that keeps the team's users as /api/users does: a new user gets the
 * next id and a generated password (answered once), a taken e-mail answers 409; `refuseChange`
 * answers 409 (the last active admin) to a change of that user. The team's settings are kept as
 * /api/team/settings does, the name "Taken Press" another team's, and its invoice details (a legal
 * name only) as /api/team/invoice-details does. E-mail is set up, with no message
 * yet. `overrides` replace any route.
 */
export function usersServer({ refuseChange, overrides = {} }: { refuseChange?: number; overrides?: Record<string, Handler> } = {}) {
  const users = teamUsers.map((u) => ({ ...u }));
  const update: Handler = ({ url, body }) => {
    const id = Number(new URL(url, 'http://localhost').pathname.split('/').pop());
    const stored = users.find((u) => u.id === id);
    if (!stored) return json(404, { message: 'Not found' });
    if (id === refuseChange) return json(409, { message: LAST_ADMIN });
    const { name, role, active } = body as User;
    Object.assign(stored, { name, role, active });
    return json(200, stored);
  };
  let settings = { name: 'Northwind Rights', timeZone: 'Europe/Paris', homeCurrency: 'EUR', expireOptions: true };
  const rates = [{ id: 1, currency: 'USD', rate: 0.92, validFrom: '2026-01-01' }];
  const noDetails = { legalName: null, address: null, vatNumber: null, iban: null, bic: null, bankDetails: null, footer: null };
  let invoiceDetails: Record<string, string | null> = { ...noDetails, legalName: 'Northwind Rights Ltd' };
  const { spy } = aliceServer({
    'GET /api/team/settings': () => json(200, settings),
    'PUT /api/team/settings': ({ body }) => {
      const { name, timeZone, homeCurrency, expireOptions } = body as typeof settings;
      if (name.trim() === 'Taken Press') return json(422, { message: 'Validation failed', errors: { name: TEAM_NAME_TAKEN } });
      settings = { name: name.trim(), timeZone, homeCurrency, expireOptions };
      return json(200, settings);
    },
    'GET /api/team/invoice-details': () => json(200, invoiceDetails),
    // As the server stores them: trimmed, blank cleared, the IBAN and BIC without spaces in capitals.
    'PUT /api/team/invoice-details': ({ body }) => {
      const sent = body as Record<string, string | undefined>;
      const tidy = (key: string) => sent[key]?.trim() || null;
      const compact = (key: string) => tidy(key)?.replace(/\s/g, '').toUpperCase() ?? null;
      invoiceDetails = { ...noDetails, ...Object.fromEntries(Object.keys(noDetails).map((key) => [key, tidy(key)])), iban: compact('iban'), bic: compact('bic') };
      return json(200, invoiceDetails);
    },
    'GET /api/exchange-rates': () => json(200, rates),
    'POST /api/exchange-rates': ({ body }) => {
      const rate = body as { currency?: string; rate?: number; validFrom?: string };
      if (rate.rate === undefined) return json(422, { message: 'Validation failed', errors: { rate: 'Rate must be more than 0' } });
      const stored = { id: rates.length + 1, currency: rate.currency ?? '', rate: rate.rate, validFrom: rate.validFrom ?? '' };
      rates.push(stored);
      return json(200, stored);
    },
    'GET /api/mail': () => json(200, { enabled: true, from: 'Rightsdesk <rights@example.com>', messages: [] }),
    'GET /api/users': () => json(200, users),
    'POST /api/users': ({ body }) => {
      const { email, name, role } = body as User;
      if (users.some((u) => u.email === email)) return json(409, { message: TAKEN_EMAIL });
      const user = { id: users.length + 7, email, name, role, active: true };
      users.push(user);
      return json(200, { ...user, password: ONE_TIME_PASSWORD });
    },
    ...Object.fromEntries(users.map((u) => [`PUT /api/users/${u.id}`, update])),
    ...overrides,
  });
  return { spy, users };
}

/** Signs in as Alice (user 7) with `role`, the reference lists cached. */
export function signInAs(role: 'admin' | 'editor' | 'viewer') {
  saveSession(signToken({ sub: '7', name: 'Alice Martin', roles: [role] }), 'alice@example.com');
  cacheReferenceLists();
}
