import { fakeServer, json, type Handler } from './fake-server';
import { saveSession } from '../lib/session';
import { signToken } from './tokens';

export const alice = { id: 7, name: 'Alice Martin', email: 'alice@example.com', roles: ['editor'], teamId: 3, teamName: 'Northwind Rights' };
export const countries = [{ id: 'FR', code: 'FR', name: 'France', aliases: ['FRA'] }];
export const languages = [
  { id: 'en', code: 'en', name: 'English' },
  { id: 'fr', code: 'fr', name: 'French' },
  { id: 'de', code: 'de', name: 'German' },
];

/** A fake Rightsdesk server that knows Alice; override any route. */
export function aliceServer(overrides: Record<string, Handler> = {}) {
  const token = signToken({ sub: '7', name: alice.name, roles: alice.roles, team_id: 3, company_id: 5 });
  const spy = fakeServer({
    'POST /auth/login': ({ body }) => {
      const { email, password } = body as { email: string; password: string };
      return email.toLowerCase() === alice.email && password === 'correct horse'
        ? json(200, { token })
        : json(401, { message: 'Invalid email or password' });
    },
    'POST /auth/logout': () => json(200, {}),
    'GET /api/me': () => json(200, alice),
    'GET /api/countries': () => json(200, countries),
    'GET /api/languages': () => json(200, { data: languages }),
    // the navigation's badges: nothing overdue unless a test says so
    'GET /api/overdue': () => json(200, { prospections: 0, money: 0, fairs: 0 }),
    ...overrides,
  });
  return { spy, token };
}

/** Alice's session in storage, as after signing in. */
export const signedIn = () => saveSession(signToken({ name: alice.name }), alice.email);
/** Alice as an admin of her team (the admin pages: Team, Your Servers). */
export const signedInAsAdmin = () => saveSession(signToken({ name: alice.name, roles: ['admin'] }), alice.email);

/** Both reference lists in local storage, so the shell shows at once. */
export function cacheReferenceLists() {
  localStorage.setItem('countries', JSON.stringify(countries));
  localStorage.setItem('languages', JSON.stringify(languages));
}
