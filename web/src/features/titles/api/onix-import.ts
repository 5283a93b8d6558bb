import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, write } from '../../../lib/api-client';
import type { OnixApplyResult, OnixPreview } from './catalogue-wire';
import { TITLES_KEY } from './title-types';

/** The fields to keep as they are, by title key: what the user chose not to replace. */
export type KeptFields = Readonly<Record<string, readonly string[]>>;

/**
 * The `decisions` part of an ONIX apply: `{"keep": {"<key>": ["field", ...]}}`, the titles with
 * nothing kept left out, each title's fields in the order given.
 */
export function onixDecisions(kept: KeptFields): string {
  const keep: Record<string, string[]> = {};
  for (const [key, fields] of Object.entries(kept)) if (fields.length > 0) keep[key] = [...fields];
  return JSON.stringify({ keep });
}

/** POST /titles/onix/preview, multipart `file`: what importing the file would do. Nothing is stored. */
export const previewOnix = (file: File): Promise<OnixPreview> => {
  const body = new FormData();
  body.append('file', file, file.name);
  return write('read ONIX file', () => apiRequest<OnixPreview>('/titles/onix/preview', { method: 'POST', body }));
};

/** POST /titles/onix/apply, multipart `file` and `decisions`: the titles made and changed. */
export const applyOnix = ({ file, kept }: { file: File; kept: KeptFields }): Promise<OnixApplyResult> => {
  const body = new FormData();
  body.append('file', file, file.name);
  body.append('decisions', onixDecisions(kept));
  return write('import ONIX file', () => apiRequest<OnixApplyResult>('/titles/onix/apply', { method: 'POST', body }));
};

export const usePreviewOnix = () => useMutation({ mutationFn: previewOnix });

export function useApplyOnix() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyOnix, onSuccess: () => void queryClient.invalidateQueries({ queryKey: TITLES_KEY }) });
}
