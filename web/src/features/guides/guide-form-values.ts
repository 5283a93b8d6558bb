import type { GuideShow } from '../../generated/GuideShow';
import type { Guide, GuidePayload } from './api/guide-types';
import { withNewSection, type BuilderSection, type GuideTitle } from './guide-order';
import { TRANSLATION } from './guide-wording';

/** What the guide builder edits: the texts as typed, the sections with their titles' names, the options. */
export interface GuideFormValues {
  name: string;
  /** A fair's id as the select holds it; '' for none. */
  fairId: string;
  intro: string;
  sections: BuilderSection[];
  show: GuideShow;
  /** The right the availability line is about (a contract type). */
  availabilityRight: string;
  /** A team member's id as the select holds it; '' for none. */
  contactUserId: string;
}

/** What each title block shows unless changed: core's defaults (docs/http.md). */
export const DEFAULT_SHOW: Readonly<GuideShow> = Object.freeze({
  cover: true,
  subtitle: true,
  author: true,
  publishDate: true,
  pages: true,
  subjects: true,
  pitch: true,
  description: false,
  authorBio: false,
  quotes: false,
  material: true,
  rightsSold: true,
  availability: true,
  contact: true,
});

/** The options in the order the builder lists them, with their words. */
export const SHOW_OPTIONS: readonly { key: keyof GuideShow; label: string }[] = [
  { key: 'cover', label: 'Cover' },
  { key: 'subtitle', label: 'Subtitle' },
  { key: 'author', label: 'Author' },
  { key: 'publishDate', label: 'Publication date' },
  { key: 'pages', label: 'Pages' },
  { key: 'subjects', label: 'Subjects' },
  { key: 'pitch', label: 'Pitch' },
  { key: 'description', label: 'Description' },
  { key: 'authorBio', label: 'Author biography' },
  { key: 'quotes', label: 'Quotes' },
  { key: 'material', label: 'Material available' },
  { key: 'rightsSold', label: 'Rights sold' },
  { key: 'availability', label: 'Availability' },
  { key: 'contact', label: 'Rights contact' },
];


/** A new guide: one section to put titles in, the default options, translation rights. */
export const emptyGuideValues = (): GuideFormValues => ({
  name: '',
  fairId: '',
  intro: '',
  sections: withNewSection([]),
  show: { ...DEFAULT_SHOW },
  availabilityRight: TRANSLATION,
  contactUserId: '',
});

/**
 * The builder's values of a stored guide; `titles` names its titles (from its document, or
 * what the builder had): a title it does not know is shown by its number.
 */
export function guideToValues(guide: Guide, titles: ReadonlyMap<number, GuideTitle>): GuideFormValues {
  return {
    name: guide.name ?? '',
    fairId: guide.fairId == null ? '' : String(guide.fairId),
    intro: guide.intro ?? '',
    sections: guide.sections.map((section, index) => ({
      key: String(index),
      heading: section.heading ?? '',
      titles: section.titleIds.map((id) => titles.get(id) ?? { id, name: `Title ${id}` }),
    })),
    show: { ...DEFAULT_SHOW, ...guide.show },
    availabilityRight: guide.availabilityRight ?? TRANSLATION,
    contactUserId: guide.contactUserId == null ? '' : String(guide.contactUserId),
  };
}

/** The create or update body: texts trimmed, empty ones left out, the sections as their titles' ids. */
export function guidePayload(values: GuideFormValues): GuidePayload {
  const text = (value: string) => value.trim() || undefined;
  const id = (value: string) => (value === '' ? undefined : Number(value));
  return {
    name: values.name.trim(),
    fairId: id(values.fairId),
    intro: text(values.intro),
    sections: values.sections.map((section) => ({ heading: text(section.heading) ?? null, titleIds: section.titles.map((title) => title.id) })),
    show: values.show,
    availabilityRight: values.availabilityRight,
    contactUserId: id(values.contactUserId),
  };
}

/**
 * The keys a message can show under, in the builder's order: the server's 422 keys (`name`,
 * `sections` for the titles as a whole, `sections.2.heading`...). The fair has no field here (its
 * id is sent back as read): a message about it is said in the toast.
 */
export const guideFields = (values: GuideFormValues): string[] => [
  'name',
  'intro',
  'sections',
  ...values.sections.map((_, index) => `sections.${index}.heading`),
  'availabilityRight',
  'contactUserId',
];
