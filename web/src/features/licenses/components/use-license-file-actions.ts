import { useState } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { downloadLicenseFile, openLicenseFile } from '../api/license-file';
import type { Id } from '../api/license-types';

export type LicenseFileAction = 'open' | 'download';

/**
 * Opening or downloading a license's PDF, wherever its button is (the form, the list): which one is
 * busy, and a toast when it fails (not for a 401/403: the session ended and the guard takes over).
 */
export function useLicenseFileActions() {
  const [busy, setBusy] = useState<{ id: Id; action: LicenseFileAction } | null>(null);

  const run = async (action: LicenseFileAction, id: Id, fileName: string) => {
    setBusy({ id, action });
    try {
      await (action === 'open' ? openLicenseFile : downloadLicenseFile)(id, fileName);
    } catch (err) {
      console.error('license file error', err);
      if (!(err instanceof ApiError && (err.status === 401 || err.status === 403))) {
        toaster.create({ type: 'error', title: 'The PDF could not be opened', description: err instanceof Error ? err.message : undefined });
      }
    } finally {
      setBusy(null);
    }
  };

  return {
    /** True while `action` runs for the license `id`. */
    isBusy: (id: Id, action: LicenseFileAction) => busy?.id === id && busy.action === action,
    run,
  };
}
