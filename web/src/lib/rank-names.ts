import { searchKey } from './core';

/** An entry of a reference list, found by its name and by the other names and codes it has. */
export interface Named {
  name: string;
  /** Codes and common names ("USA", "United States" for the United States of America). */
  aliases?: readonly string[];
}

/**
 * The entries matching `text` (case and accents ignored), best first: one whose name or other
 * name is exactly the text ("UK", "USA", "Holland"), then the names starting with it, then the
 * other names starting with it, then the names with a word starting with it ("Korea (Republic
 * of)" for "rep"), then any name holding it. Within a rank, the list's own order. Everything for
 * an empty text.
 */
export function rankByName<T extends Named>(entries: readonly T[], text: string): T[] {
  const wanted = searchKey(text.trim());
  if (!wanted) return [...entries];
  const rankOf = (entry: T): number | undefined => {
    const name = searchKey(entry.name);
    const others = (entry.aliases ?? []).map(searchKey);
    if (name === wanted || others.includes(wanted)) return 0;
    if (name.startsWith(wanted)) return 1;
    if (others.some((other) => other.startsWith(wanted))) return 2;
    if (name.split(/[\s(),'-]+/).some((word) => word.startsWith(wanted))) return 3;
    if (name.includes(wanted) || others.some((other) => other.includes(wanted))) return 4;
    return undefined;
  };
  return entries
    .map((entry, index) => ({ entry, index, rank: rankOf(entry) }))
    .filter((ranked): ranked is { entry: T; index: number; rank: number } => ranked.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ entry }) => entry);
}
