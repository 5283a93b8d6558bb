import type { Guide, GuideDocument } from '../api/guide-types';
import { json, type Handler } from '../../../test/fake-server';
import { saveSession } from '../../../lib/session';
import { aliceServer, cacheReferenceLists } from '../../../test/server-fixtures';
import { signToken } from '../../../test/tokens';
import { DEFAULT_SHOW } from '../guide-form-values';

/** Frankfurt's guide: Fiction with Dune and Emma, Non-fiction with Walden; shared. */
export const frankfurt: Guide = {
  id: 5,
  version: 3,
  name: 'Frankfurt 2026',
  fairId: null,
  fair: null,
  intro: 'Our autumn list.',
  sections: [
    { heading: 'Fiction', titleIds: [1, 2] },
    { heading: 'Non-fiction', titleIds: [3] },
  ],
  show: { ...DEFAULT_SHOW },
  availabilityRight: 'foreign_rights',
  contactUserId: 7,
  shared: true,
  updatedAt: '2026-11-20T10:00:00Z',
};

/** What Frankfurt's guide prints: Dune sold in German and French, Emma with nothing sold. */
export const frankfurtDocument: GuideDocument = {
  name: 'Frankfurt 2026',
  fair: null,
  intro: 'Our autumn list.',
  show: { ...DEFAULT_SHOW },
  contact: { name: 'Alice Martin', email: 'alice@example.com' },
  sections: [
    {
      heading: 'Fiction',
      titles: [
        {
          id: 1,
          name: 'Dune',
          subtitle: 'A novel',
          author: 'Frank Herbert',
          publishDate: '2026-03-01',
          pages: 412,
          subjects: [{ code: 'FL', name: 'Fiction' }],
          pitch: 'A desert planet, a spice, a prophecy.',
          material: ['sample', 'full_text'],
          cover: '/api/titles/1/cover/thumbnail?v=9',
          rightsSold: [
            { contractType: 'foreign_rights', language: 'de', company: 'Hanser Verlag' },
            { contractType: 'foreign_rights', language: 'fr', company: 'Gallimard' },
          ],
          availability: {
            contractType: 'foreign_rights',
            languages: [
              { language: 'de', state: 'sold' },
              { language: 'fr', state: 'sold' },
            ],
            otherLanguages: 'available',
          },
        },
        { id: 2, name: 'Emma', author: 'Jane Austen', availability: { contractType: 'foreign_rights', languages: [], otherLanguages: 'available' } },
      ],
    },
    { heading: 'Non-fiction', titles: [{ id: 3, name: 'Walden', author: 'Henry David Thoreau' }] },
  ],
};

/** A fake server of Frankfurt's guide, its document and the titles' completion; Alice signed in as `roles`. */
export function guidesServer(routes: Record<string, Handler> = {}, roles = ['editor']) {
  const server = aliceServer({
    'GET /api/guides': () => json(200, [frankfurt]),
    'GET /api/guides/5': () => json(200, frankfurt),
    'GET /api/guides/5/document': () => json(200, frankfurtDocument),
    'GET /api/activity': () => json(200, []),
    'GET /api/team/members': () => json(200, [{ id: 7, name: 'Alice Martin' }, { id: 8, name: 'Bob Stone' }]),
    'GET /api/fairs': () => json(200, [{ id: 3, name: 'Frankfurt Book Fair', startDate: '2026-10-14', endDate: '2026-10-18' }]),
    'GET /api/titles/complete/Mid': () => json(200, [{ id: 4, name: 'Middlemarch' }]),
    'GET /api/titles/complete/Emm': () => json(200, [{ id: 2, name: 'Emma' }]),
    'GET /api/titles/1/cover/thumbnail': () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' })),
    ...routes,
  });
  saveSession(signToken({ roles }), 'alice@example.com');
  cacheReferenceLists();
  return server;
}
