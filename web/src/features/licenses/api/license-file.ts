import { apiBlob } from '../../../lib/api-client';
import type { Id } from './license-types';

/** GET /licenses/{id}/file with the bearer token: the stored PDF. */
export function getLicenseFile(id: Id, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(`/licenses/${encodeURIComponent(String(id))}/file`, signal);
}

const pdfUrl = (blob: Blob) => URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
const revokeLater = (url: string) => setTimeout(() => URL.revokeObjectURL(url), 60_000);

function saveAs(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves the PDF under its name (a download). */
export async function downloadLicenseFile(id: Id, fileName: string): Promise<void> {
  const url = pdfUrl(await getLicenseFile(id));
  saveAs(url, fileName);
  revokeLater(url);
}

/** Opens the PDF in a new tab (the browser's viewer); falls back to a download when pop-ups are blocked. */
export async function openLicenseFile(id: Id, fileName: string): Promise<void> {
  const url = pdfUrl(await getLicenseFile(id));
  const opened = window.open(url, '_blank');
  if (!opened) saveAs(url, fileName);
  revokeLater(url);
}
