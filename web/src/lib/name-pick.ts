/**
 * A name field backed by a pick (a title, a company, an agent): the name as typed or picked, and the
 * picked entry's id. Every form with such a field goes through these two functions, so that a retyped
 * name drops the id the same way everywhere.
 */

/** One suggestion picked from a completion list. */
export interface Picked {
  id: number;
  name: string;
}

/** Where a form keeps one name field. */
export interface NamePick<V> {
  /** The name's key in the values. */
  name: keyof V & string;
  /** The picked entry's id's key in the values (`null` while the name is a typed one). */
  id: keyof V & string;
  /** The key its messages show under: the name by default; a pick-only field's may be its id. */
  field?: string;
  /** What belongs to the picked entry (a company's contact): these values come back when the id changes. */
  resets?: Partial<V>;
}

/** The message keys a change of this name touches: its own and those of what it resets. */
export const namePickFields = <V>(pick: NamePick<V>): string[] => [pick.field ?? pick.name, ...Object.keys(pick.resets ?? {})];

function withPick<V>(values: V, pick: NamePick<V>, name: string, id: number | null): V {
  const next = { ...values, [pick.name]: name, [pick.id]: id };
  return id === values[pick.id] ? next : { ...next, ...pick.resets };
}

/**
 * The user typed in a name field. A name that differs from the current one (spaces around it aside)
 * no longer names the picked entry, so its id is cleared and the server resolves (or creates, or
 * refuses) the name on save.
 */
export function retypeName<V>(values: V, pick: NamePick<V>, text: string): V {
  const before = String(values[pick.name] ?? '');
  const id = text.trim() === before.trim() ? (values[pick.id] as number | null) : null;
  return withPick(values, pick, text, id);
}

/** The user picked an existing entry: its name and id. */
export const pickName = <V>(values: V, pick: NamePick<V>, picked: Picked): V => withPick(values, pick, picked.name, picked.id);
