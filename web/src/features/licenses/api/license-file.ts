import { apiBlob } from '../../../lib/api-client';
import { downloadPdf, openPdf } from '../../../lib/open-pdf';
import type { Id } from './license-types';

/** GET /licenses/{id}/file with the bearer token: the stored PDF. */
export function getLicenseFile(id: Id, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(`/licenses/${encodeURIComponent(String(id))}/file`, signal);
}

/** Saves the PDF under its name (a download). */
export const downloadLicenseFile = (id: Id, fileName: string): Promise<void> => downloadPdf(() => getLicenseFile(id), fileName);

/** Opens the PDF in a new tab titled with its file name (lib/open-pdf.ts). */
export const openLicenseFile = (id: Id, fileName: string): Promise<void> => openPdf(() => getLicenseFile(id), fileName);
