import { api } from '../../../lib/api-client';
import type { NameSuggestion } from '../../../components/ui/name-combobox';

/** A completion call: `[{id, name}]`, or [] on any error (spec §7, §8). */
async function complete(base: string, text: string, signal?: AbortSignal): Promise<NameSuggestion[]> {
  try {
    const list = await api.get<NameSuggestion[]>(`${base}/complete/${encodeURIComponent(text)}`, signal);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** GET /titles/complete/{text} */
export const completeTitles = (text: string, signal?: AbortSignal) => complete('/titles', text, signal);

/** GET /companies/complete/{text}; also the agent lookup (an agent is a company). */
export const completeCompanies = (text: string, signal?: AbortSignal) => complete('/companies', text, signal);
