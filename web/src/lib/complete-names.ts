import type { ContactSuggestion } from '../generated/ContactSuggestion';
import type { Suggestion } from '../generated/Suggestion';
import { api } from './api-client';

/** What each completion call answers. */
interface Completions {
  titles: Suggestion;
  companies: Suggestion;
  /** contacts by name or e-mail, with their company */
  contacts: ContactSuggestion;
}

const BASE: Record<keyof Completions, string> = { titles: '/titles', companies: '/companies', contacts: '/companies/contacts' };

/**
 * The one completion fetcher: GET /api/{titles,companies,companies/contacts}/complete/{text}. The
 * suggestions, or [] on any error (a failed completion leaves the name to be typed).
 */
export async function completeNames<K extends keyof Completions>(kind: K, text: string, signal?: AbortSignal): Promise<Completions[K][]> {
  try {
    const list = await api.get<Completions[K][]>(`${BASE[kind]}/complete/${encodeURIComponent(text)}`, signal);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** A NameCombobox's `complete` for titles. */
export const completeTitles = (text: string, signal?: AbortSignal) => completeNames('titles', text, signal);

/** A NameCombobox's `complete` for companies; also the agent lookup (an agent is a company). */
export const completeCompanies = (text: string, signal?: AbortSignal) => completeNames('companies', text, signal);

/**
 * GET /api/{titles,companies}/similar/{text}: the team's names like a new one, most alike first
 * (a new name's "Did you mean"). [] on any error: the choice to create stays.
 */
export async function similarNames(kind: 'titles' | 'companies', text: string, signal?: AbortSignal): Promise<Suggestion[]> {
  try {
    const list = await api.get<Suggestion[]>(`${BASE[kind]}/similar/${encodeURIComponent(text)}`, signal);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** A NameCombobox's `newName.similar` for titles. */
export const similarTitles = (text: string, signal?: AbortSignal) => similarNames('titles', text, signal);

/** A NameCombobox's `newName.similar` for companies (and agents). */
export const similarCompanies = (text: string, signal?: AbortSignal) => similarNames('companies', text, signal);
