import type { Guide as WireGuide } from '../../../generated/Guide';
import type { Payload, Stored } from '../../../lib/wire';

export type { GuideDocument } from '../../../generated/GuideDocument';
export type { GuideShow } from '../../../generated/GuideShow';
export type { GuideSection } from '../../../generated/GuideSection';
export type { TitleBlock } from '../../../generated/TitleBlock';

/** A guide as the server stores and answers it (docs/http.md, "Rights guides"). */
export type Guide = Stored<WireGuide>;

/** What the builder sends: empty optional fields left out; the server's own fields (`fair`, `shared`, `updatedAt`) too. */
export type GuidePayload = Omit<Payload<WireGuide>, 'fair' | 'shared' | 'updatedAt' | 'version'>;

/** The query-key root of every guide query; writes invalidate it. */
export const GUIDES_KEY = ['guides'] as const;

export const guideKeys = {
  all: GUIDES_KEY,
  list: () => [...GUIDES_KEY, 'list'] as const,
  detail: (id: number) => [...GUIDES_KEY, 'detail', String(id)] as const,
  /** What the guide prints: under its detail, so that a write of the guide refreshes it. */
  document: (id: number) => [...GUIDES_KEY, 'detail', String(id), 'document'] as const,
  /** Its share address, while it is shared. */
  share: (id: number) => [...GUIDES_KEY, 'detail', String(id), 'share'] as const,
};

/** How many titles a guide holds, all sections together. */
export const guideTitleCount = (guide: Pick<WireGuide, 'sections'>): number => guide.sections.reduce((count, section) => count + section.titleIds.length, 0);
