import { saveSession } from '../../../lib/session';
import { listAnswer, type FakeList } from '../../../lib/testing/fake-list';
import { json, type Handler } from '../../../test/fake-server';
import { aliceServer, countries, languages } from '../../../test/server-fixtures';
import { signToken } from '../../../test/tokens';
import type { Title, TitlePayload } from '../api/title-types';

/** The catalogue fields of a title that has none of them (issue 36). */
export const noCatalogue = {
  subtitle: null,
  originalLanguage: null,
  contributors: [],
  subjects: [],
  pitch: null,
  authorBio: null,
  quotes: [],
  editions: [],
  cover: null,
  coverLink: null,
} satisfies Partial<Title>;

/** A stored title: what is given, the rest empty. */
export const aTitle = (title: Partial<Title> & Pick<Title, 'id' | 'name'>): Title => ({
  version: 1,
  author: null,
  publishDate: null,
  description: null,
  ...noCatalogue,
  ...title,
});

/** A Response with a real status text (the shared `json` helper leaves it empty). */
export const answer = (status: number, statusText: string, body: unknown) =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

/** Signs in (editor unless told) with the reference lists cached, as after a real sign-in. */
export function signInAs(role: 'editor' | 'admin' | 'viewer' = 'editor') {
  saveSession(signToken({ name: 'Alice Martin', roles: [role] }), 'alice@example.com');
  localStorage.setItem('countries', JSON.stringify(countries));
  localStorage.setItem('languages', JSON.stringify(languages));
}

/** GET /titles as the server lists it: `q` in name and author, sorted by name, author or publish date. */
export const titleList: FakeList<Title> = {
  text: (t) => `${t.name} ${t.author ?? ''}`,
  sort: { name: (t) => t.name, author: (t) => t.author, publishDate: (t) => t.publishDate },
  defaultSort: 'name',
};

/** A license or prospection using a title, as the uses check reads it (the fields it shows). */
export interface TitleUse {
  id: number;
  titleId?: number | null;
  company: string;
  contractType?: string | null;
  contractDate?: string | null;
  status?: string | null;
}

const byTitle = <T extends TitleUse>(defaultSort: string): FakeList<T> => ({
  text: (row) => row.company,
  sort: { contractDate: (row) => row.contractDate, updatedAt: (row) => row.id },
  defaultSort,
  filters: { titleId: { accepts: (value) => /^\d+$/.test(value), keeps: (row, value) => String(row.titleId) === value } },
});

/**
 * GET /licenses and /prospections answering `licenses` and `prospections` by `titleId`, as the
 * check before a title's delete asks them (none unless told).
 */
export function titleUsesRoutes({ licenses = [], prospections = [] }: { licenses?: TitleUse[]; prospections?: TitleUse[] } = {}): Record<string, Handler> {
  return {
    'GET /api/licenses': ({ url }) => listAnswer(licenses, url, byTitle('-contractDate')),
    'GET /api/prospections': ({ url }) => listAnswer(prospections, url, byTitle('-updatedAt')),
  };
}

/**
 * A fake server holding `initial` titles in memory with the title calls of docs/http.md (the list paged,
 * searched and sorted as the server does; name required, trimmed; 404 for unknown ids), and no
 * license or prospection using them (titleUsesRoutes). Any route can be overridden.
 */
export function titlesServer(initial: Title[] = [], overrides: Record<string, Handler> = {}) {
  const titles = new Map(initial.map((t) => [String(t.id), { ...t }]));
  let nextId = 100;
  const routes: Record<string, Handler> = {
    'GET /api/titles': ({ url }) => listAnswer([...titles.values()], url, titleList),
    'POST /api/titles': ({ body }) => {
      const t = body as TitlePayload;
      if (!t.name?.trim()) return answer(422, 'Unprocessable Entity', { message: 'Validation failed', errors: { name: 'Title name is required' } });
      const saved = aTitle({ ...t, name: t.name.trim(), id: nextId++, version: 1 });
      titles.set(String(saved.id), saved);
      return json(200, saved);
    },
  };
  for (const t of initial) {
    const id = String(t.id);
    routes[`GET /api/titles/${id}`] = () => (titles.has(id) ? json(200, titles.get(id)) : answer(404, 'Not Found', { message: 'Not found' }));
    routes[`PUT /api/titles/${id}`] = ({ body }) => {
      const saved = aTitle({ ...(body as TitlePayload), cover: titles.get(id)?.cover ?? null, id: t.id, version: (titles.get(id)?.version ?? 0) + 1 });
      titles.set(id, saved);
      return json(200, saved);
    };
    routes[`DELETE /api/titles/${id}`] = () => {
      titles.delete(id);
      return json(200, { id: t.id });
    };
  }
  const { spy } = aliceServer({ ...titleUsesRoutes(), ...routes, ...overrides });
  return { spy, titles };
}

/** The JSON bodies sent with `METHOD /path`. */
export function bodiesOf(spy: ReturnType<typeof titlesServer>['spy'], method: string, path: string): unknown[] {
  return spy.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET').toUpperCase() === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}
