/**
 * Drafts: what someone typed in a form and has not saved, kept in this browser's storage until it
 * is saved or discarded, so that a session ending mid-typing (it expired, "Sign out everywhere", a
 * password changed elsewhere) loses nothing: after signing in again the form opens with it. Kept
 * per user and per form (a new license, license 12...); an explicit Logout drops them all, as the
 * one leaving a shared computer means to.
 */

const PREFIX = 'draft:';
/** A draft older than this is dropped rather than restored: the work has moved on. */
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;

interface Stored<V> {
  values: V;
  /** The version of the record the values were typed over (an edit form's), null for a new one. */
  version: number | null;
  savedAt: number;
}

const keyOf = (user: string, form: string) => `${PREFIX}${user}:${form}`;

/** The draft of `form` for `user`, if it was typed over this very `version` of the record and is recent. */
export function readDraft<V>(user: string, form: string, version: number | null): V | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(user, form)) ?? 'null') as Stored<V> | null;
    if (!stored || stored.version !== version || Date.now() - stored.savedAt > KEPT_MS) return undefined;
    return stored.values;
  } catch {
    return undefined;
  }
}

export function saveDraft<V>(user: string, form: string, values: V, version: number | null): void {
  const stored: Stored<V> = { values, version, savedAt: Date.now() };
  try {
    localStorage.setItem(keyOf(user, form), JSON.stringify(stored));
  } catch {
    // storage full or refused: the form still works, only without a draft
  }
}

export function dropDraft(user: string, form: string): void {
  localStorage.removeItem(keyOf(user, form));
}

/** Every draft of this browser (an explicit sign-out). */
export function dropAllDrafts(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
}
