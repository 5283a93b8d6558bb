/**
 * The words of a guide's title block that are made from data (docs/http.md, "Rights guides"): the
 * "Rights sold" line and the availability line. Pure, so that the builder's preview, the printed
 * guide and the shared page say the same, and so that their wording is tested once.
 */
import type { AvailabilityState } from '../../generated/AvailabilityState';

/** A deal under "Rights sold": a signed license marked `announce`. */
export interface SoldRight {
  contractType: string;
  /** An ISO 639-1 code; none for a right not sold by language (TV / film). */
  language?: string | null;
  company: string;
}

/** A title's row of the availability grid for the guide's right (core's function, the team's today). */
export interface GuideAvailability {
  contractType: string;
  languages: readonly { language?: string | null; state: AvailabilityState | string }[];
  /** The state of every language none of the title's records names. */
  otherLanguages: AvailabilityState | string;
}

/** The right a guide is about unless told: translation. */
export const TRANSLATION = 'foreign_rights';

/**
 * The states a buyer may still make an offer in: free, pitched to someone (which holds nothing)
 * and under offer (others may still bid). An option, a contract on its way, a sale and a right not
 * held all take the language out; which of them is not said, since a deal may be confidential
 * until it is announced.
 */
const OPEN: ReadonlySet<string> = new Set<AvailabilityState>(['available', 'pitched', 'offer']);

/** Names a language code ("de" -> "German"). */
export type LanguageName = (code: string) => string;
/** Labels a right ("audio" -> "Audio"). */
export type RightLabel = (contractType: string) => string;

const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

/**
 * "German (Hanser Verlag), French (Gallimard)": a translation by its language, any other right by
 * its label first ("Audio in German (Audible)", "TV / film (Netflix)"), in the order given.
 */
export function rightsSoldText(sold: readonly SoldRight[], languageName: LanguageName, rightLabel: RightLabel): string {
  return sold
    .map(({ contractType, language, company }) => {
      const lang = language ? languageName(language) : '';
      const what = contractType === TRANSLATION ? lang || rightLabel(contractType) : lang ? `${rightLabel(contractType)} in ${lang}` : rightLabel(contractType);
      return `${what} (${company})`;
    })
    .join(', ');
}

/** The availability line, and whether it offers anything (drawn as an open door or a closed one). */
export interface AvailabilityLine {
  text: string;
  open: boolean;
}

/**
 * The availability line of a title, for the guide's right:
 * - every language open but some: "Available: all languages but French, German";
 * - every language open: "Available: all languages";
 * - only some open (the others not held, say): "Available: German, Spanish";
 * - none: "Not available".
 * Languages by name; a right other than translation is named ("Audio rights available: ...").
 * A state of every language (no code: a record of every language) is the other languages'.
 */
export function availabilityLine(availability: GuideAvailability, languageName: LanguageName, rightLabel: RightLabel): AvailabilityLine {
  const isOpen = (state: string) => OPEN.has(state);
  const named = availability.languages.flatMap(({ language, state }) => (language ? [{ name: languageName(language), open: isOpen(state) }] : []));
  const translation = availability.contractType === TRANSLATION;
  const lead = translation ? 'Available' : `${rightLabel(availability.contractType)} rights available`;
  if (isOpen(availability.otherLanguages)) {
    const closed = byName(named.filter((l) => !l.open).map((l) => l.name));
    return { text: closed.length === 0 ? `${lead}: all languages` : `${lead}: all languages but ${closed.join(', ')}`, open: true };
  }
  const opened = byName(named.filter((l) => l.open).map((l) => l.name));
  if (opened.length > 0) return { text: `${lead}: ${opened.join(', ')}`, open: true };
  return { text: translation ? 'Not available' : `${rightLabel(availability.contractType)} rights not available`, open: false };
}

/**
 * A language code's English name: from the reference list when there is one (signed in), else the
 * browser's own names (the shared page, whose visitors cannot read the list); the code itself
 * when neither knows it.
 */
export function languageNamer(list: readonly { code: string; name: string }[] | undefined): LanguageName {
  const names = new Map((list ?? []).map((language) => [language.code, language.name]));
  let intl: Intl.DisplayNames | undefined;
  return (code) => {
    const known = names.get(code);
    if (known) return known;
    try {
      intl ??= new Intl.DisplayNames(['en'], { type: 'language' });
      return intl.of(code) ?? code;
    } catch {
      return code;
    }
  };
}
