/**
 * The order of a guide's titles in the builder: sections in order, each with its titles in order,
 * every title once in the whole guide (docs/http.md, "Rights guides"). Pure functions over the
 * builder's sections, shared by the drag and drop (mouse, touch and keyboard) and the buttons.
 */

/** A title as the builder lists it: its id and its name. */
export interface GuideTitle {
  id: number;
  name: string;
}

/**
 * A section of the builder: its key (its place, as a string: the drop zone's and the list's key;
 * `withKeys` after sections are added or removed), its heading and its titles.
 */
export interface BuilderSection {
  key: string;
  heading: string;
  titles: GuideTitle[];
}

/** Where a title is: its section's index and its own index there; undefined when not in the guide. */
export function locate(sections: readonly BuilderSection[], titleId: number): { section: number; index: number } | undefined {
  for (let section = 0; section < sections.length; section++) {
    const index = sections[section].titles.findIndex((title) => title.id === titleId);
    if (index >= 0) return { section, index };
  }
  return undefined;
}

/**
 * The sections with `titleId` moved to section `toKey` at `toIndex` (counted in that section as it
 * is once the title has left its place; past the end is the end). The same array when nothing moves,
 * so that a drag hovering where the title already is renders nothing again.
 */
export function moveTitle(sections: readonly BuilderSection[], titleId: number, toKey: string, toIndex: number): readonly BuilderSection[] {
  const from = locate(sections, titleId);
  const to = sections.findIndex((section) => section.key === toKey);
  if (!from || to < 0) return sections;
  const title = sections[from.section].titles[from.index];
  const without = sections.map((section, i) => (i === from.section ? { ...section, titles: section.titles.filter((t) => t.id !== titleId) } : section));
  const target = without[to].titles;
  const index = Math.max(0, Math.min(toIndex, target.length));
  if (from.section === to && from.index === index) return sections;
  return without.map((section, i) => (i === to ? { ...section, titles: [...target.slice(0, index), title, ...target.slice(index)] } : section));
}

/** The sections with `title` added at the end of section `key`; unchanged when the guide holds it already. */
export function addTitle(sections: readonly BuilderSection[], key: string, title: GuideTitle): readonly BuilderSection[] {
  if (locate(sections, title.id)) return sections;
  return sections.map((section) => (section.key === key ? { ...section, titles: [...section.titles, title] } : section));
}

/** The sections without `titleId`. */
export const removeTitle = (sections: readonly BuilderSection[], titleId: number): readonly BuilderSection[] =>
  sections.map((section) => (section.titles.some((t) => t.id === titleId) ? { ...section, titles: section.titles.filter((t) => t.id !== titleId) } : section));

/**
 * Where a drop over `overId` puts a title (dnd-kit's `over`: a title's id, or a section's drop zone
 * `section:<key>`): before that title, or at the end of that section. Undefined over nothing known.
 */
export function dropTarget(sections: readonly BuilderSection[], overId: string | number): { key: string; index: number } | undefined {
  const id = String(overId);
  if (id.startsWith(SECTION_PREFIX)) {
    const key = id.slice(SECTION_PREFIX.length);
    const section = sections.find((s) => s.key === key);
    return section && { key, index: section.titles.length };
  }
  const at = locate(sections, Number(id));
  return at && { key: sections[at.section].key, index: at.index };
}

/**
 * The sections keyed by their places again, after one was added or removed: the builder's values
 * then depend on what the guide holds alone, so that reading the stored guide again gives the
 * same values (nothing unsaved) whatever was added and removed on the way.
 */
export const withKeys = (sections: readonly BuilderSection[]): BuilderSection[] => sections.map((section, index) => (section.key === String(index) ? section : { ...section, key: String(index) }));

/** The sections with an empty one added at their end. */
export const withNewSection = (sections: readonly BuilderSection[]): BuilderSection[] => [...sections, { key: String(sections.length), heading: '', titles: [] }];

/** The prefix of a section's drop zone's id: the titles' ids are their numbers. */
export const SECTION_PREFIX = 'section:';
