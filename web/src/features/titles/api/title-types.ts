/** A title as the server stores and returns it (spec §3, api.md). Absent optional fields are null. */
export interface Title {
  /** Opaque to the client: shown in paths, sent back on update, never computed with. */
  id: number | string;
  name: string;
  author?: string | null;
  /** `YYYY-MM-DD` */
  publishDate?: string | null;
  description?: string | null;
}

/** What the forms send: empty optional fields are left out; `id` only on update. */
export interface TitlePayload {
  id?: Title['id'];
  name: string;
  author?: string;
  publishDate?: string;
  description?: string;
}

/** One completion suggestion of `GET /titles/complete/{text}`. */
export interface TitleSuggestion {
  id: Title['id'];
  name: string;
}

/** The query-key root of every title query; writes invalidate it. */
export const TITLES_KEY = ['titles'] as const;

export const titleKeys = {
  all: TITLES_KEY,
  list: () => [...TITLES_KEY, 'list'] as const,
  detail: (id: Title['id']) => [...TITLES_KEY, 'detail', String(id)] as const,
};
