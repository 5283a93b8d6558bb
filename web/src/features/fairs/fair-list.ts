import type { Fair } from './api/fair-types';

/**
 * The fairs as the page lists them: those to come or under way (their last day today or later),
 * the next first; then those past, the latest first.
 */
export function splitFairs(fairs: readonly Fair[], today: string): { upcoming: Fair[]; past: Fair[] } {
  const upcoming = fairs.filter((fair) => fair.endDate >= today).sort((a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name));
  const past = fairs.filter((fair) => fair.endDate < today).sort((a, b) => b.startDate.localeCompare(a.startDate) || a.name.localeCompare(b.name));
  return { upcoming, past };
}
