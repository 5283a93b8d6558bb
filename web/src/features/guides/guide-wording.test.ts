import { describe, expect, it } from 'vitest';
import { availabilityLine, languageNamer, rightsSoldText } from './guide-wording';

const text = (...args: Parameters<typeof availabilityLine>) => availabilityLine(...args).text;

const names: Record<string, string> = { de: 'German', fr: 'French', es: 'Spanish', it: 'Italian' };
const language = (code: string) => names[code] ?? code;
const right = (type: string) => ({ foreign_rights: 'Translation', audio: 'Audio', audio_visual: 'TV / film' })[type] ?? type;

describe('the availability line', () => {
  it('names what is taken when every other language is free', () => {
    const line = text(
      { contractType: 'foreign_rights', languages: [{ language: 'fr', state: 'sold' }, { language: 'de', state: 'pending' }, { language: 'es', state: 'pitched' }], otherLanguages: 'available' },
      language,
      right,
    );
    expect(line).toBe('Available: all languages but French, German');
  });

  it('says all languages when nothing is taken: a pitch or an offer holds nothing yet', () => {
    expect(text({ contractType: 'foreign_rights', languages: [{ language: 'it', state: 'offer' }, { language: 'es', state: 'pitched' }], otherLanguages: 'available' }, language, right)).toBe(
      'Available: all languages',
    );
  });

  it('lists the open languages when the others are not ours to sell', () => {
    const line = text(
      { contractType: 'foreign_rights', languages: [{ language: 'it', state: 'available' }, { language: 'de', state: 'sold' }, { language: 'es', state: 'available' }], otherLanguages: 'not_held' },
      language,
      right,
    );
    expect(line).toBe('Available: Italian, Spanish');
  });

  it('says when nothing is left, and names a right other than translation', () => {
    expect(text({ contractType: 'foreign_rights', languages: [{ language: 'de', state: 'optioned' }], otherLanguages: 'sold' }, language, right)).toBe('Not available');
    expect(text({ contractType: 'audio', languages: [{ language: 'de', state: 'sold' }], otherLanguages: 'available' }, language, right)).toBe(
      'Audio rights available: all languages but German',
    );
    expect(text({ contractType: 'audio_visual', languages: [], otherLanguages: 'sold' }, language, right)).toBe('TV / film rights not available');
  });

  it('says whether it offers anything, and reads a state of every language as the other languages’', () => {
    expect(availabilityLine({ contractType: 'foreign_rights', languages: [{ language: null, state: 'sold' }], otherLanguages: 'sold' }, language, right)).toEqual({ text: 'Not available', open: false });
    expect(availabilityLine({ contractType: 'foreign_rights', languages: [{ language: 'de', state: 'sold' }], otherLanguages: 'offer' }, language, right)).toEqual({
      text: 'Available: all languages but German',
      open: true,
    });
  });
});

describe('the rights sold line', () => {
  it('names a translation by its language and any other right by its label', () => {
    const line = rightsSoldText(
      [
        { contractType: 'foreign_rights', language: 'de', company: 'Hanser Verlag' },
        { contractType: 'foreign_rights', language: 'fr', company: 'Gallimard' },
        { contractType: 'audio', language: 'de', company: 'Audible' },
        { contractType: 'audio_visual', language: null, company: 'Netflix' },
      ],
      language,
      right,
    );
    expect(line).toBe('German (Hanser Verlag), French (Gallimard), Audio in German (Audible), TV / film (Netflix)');
  });
});

describe('language names', () => {
  it('come from the reference list, else from the browser, else are the code', () => {
    const name = languageNamer([{ code: 'de', name: 'German (list)' }]);
    expect(name('de')).toBe('German (list)');
    expect(name('fr')).toBe('French');
    expect(languageNamer(undefined)('qq')).toBe('qq');
  });
});
