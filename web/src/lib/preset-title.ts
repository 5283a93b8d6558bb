import { useSearchParams } from 'react-router';

/**
 * The title a "New license" or "New prospection" link from a title's page presets
 * (`?title=Dune&titleId=4`): its name and id, as if picked; nothing without both.
 */
export function usePresetTitle(): { title: string; titleId: number } | undefined {
  const [params] = useSearchParams();
  const title = params.get('title')?.trim();
  const titleId = Number(params.get('titleId'));
  return title && Number.isInteger(titleId) && titleId > 0 ? { title, titleId } : undefined;
}
