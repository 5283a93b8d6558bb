import type { SelectOption } from '../../components/ui/select-input';
import type { ContributorRole } from '../../generated/ContributorRole';
import type { EditionFormat } from '../../generated/EditionFormat';

// The words for core's closed lists of the catalogue. Typed by the generated unions, so a value
// core adds fails the type check here until it has its words.

const contributorRoleWords: Record<ContributorRole, string> = {
  author: 'Co-author',
  translator: 'Translator',
  illustrator: 'Illustrator',
  editor: 'Editor',
  foreword: 'Foreword',
};

const editionFormatWords: Record<EditionFormat, string> = {
  hardback: 'Hardback',
  paperback: 'Paperback',
  ebook: 'E-book',
  audio: 'Audiobook',
};

const optionsOf = (words: Record<string, string>): SelectOption[] => Object.entries(words).map(([value, label]) => ({ value, label }));

export const contributorRoles = optionsOf(contributorRoleWords);
export const editionFormats = optionsOf(editionFormatWords);

const wordOf = (words: Record<string, string>) => (value: string | null | undefined) => (value ? (words[value] ?? value) : '');
export const contributorRoleLabel = wordOf(contributorRoleWords);
export const editionFormatLabel = wordOf(editionFormatWords);

const titleFieldWords: Record<string, string> = {
  name: 'Title',
  subtitle: 'Subtitle',
  author: 'Author',
  originalLanguage: 'Original language',
  publishDate: 'Publish date',
  description: 'Description',
  contributors: 'Contributors',
  subjects: 'Subjects',
  pitch: 'Pitch',
  authorBio: 'Author biography',
  quotes: 'Quotes',
  editions: 'Editions',
};

/** A title's field as people read it ("authorBio" is "Author biography"); an unknown one spelled out. */
export const titleFieldLabel = (field: string) =>
  titleFieldWords[field] ?? field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
