import { validateFile } from './core';
import { saveBlob } from './save-file';

/**
 * Opening a PDF that needs the bearer token (a license's, a title's material): the file is
 * downloaded through the API client and shown in a blank tab of the app's origin, titled with its
 * file name, or saved under that name when pop-ups are blocked.
 */

const asPdf = (blob: Blob) => (blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));

/** Saves the PDF under its name (a download). */
export async function downloadPdf(fetchPdf: () => Promise<Blob>, fileName: string): Promise<void> {
  saveBlob(asPdf(await fetchPdf()), fileName);
}

/** The page of the new tab: its title, and a line while the PDF is on its way. */
function writeFrame(tab: Window, fileName: string) {
  const doc = tab.document;
  doc.title = fileName;
  doc.documentElement.style.colorScheme = 'light dark';
  doc.body.style.cssText = 'margin:0;font:16px system-ui,sans-serif';
  const waiting = doc.createElement('p');
  waiting.style.margin = '2rem';
  waiting.textContent = `Opening ${fileName}...`;
  doc.body.replaceChildren(waiting);
}

/**
 * Shows the PDF in `tab`, a same-origin blank page titled with the file name: a bar with the name
 * and a download under that name, over a frame with the browser's PDF viewer. A tab opened on the
 * blob's own URL would be titled with that URL's random id (the file endpoint needs the bearer
 * token, so the tab cannot load it, and its Content-Disposition name, itself); the viewer's own
 * toolbar still shows that id. The object URL is made by the tab, so it lives as long as its page.
 */
function showPdf(tab: Window, blob: Blob, fileName: string) {
  const doc = tab.document;
  const url = (tab as Window & typeof globalThis).URL.createObjectURL(asPdf(blob));
  doc.body.style.cssText += ';display:flex;flex-direction:column;height:100vh';
  const bar = doc.createElement('header');
  bar.style.cssText = 'display:flex;gap:1rem;align-items:center;padding:0.5rem 1rem;font-size:14px;border-bottom:1px solid #8884';
  const name = doc.createElement('strong');
  name.textContent = fileName;
  name.style.cssText = 'overflow:hidden;text-overflow:ellipsis;white-space:nowrap';
  const download = doc.createElement('a');
  download.href = url;
  download.download = fileName;
  download.textContent = 'Download';
  bar.append(name, download);
  const frame = doc.createElement('iframe');
  frame.src = url;
  frame.title = fileName;
  frame.style.cssText = 'flex:1;display:block;border:0;width:100%';
  doc.body.replaceChildren(bar, frame);
}

/**
 * Opens the PDF in a new tab titled with its file name (the browser's viewer inside). The tab is
 * opened before the download, while the click still allows a pop-up; when pop-ups are blocked
 * anyway, the PDF is saved under its name instead.
 */
export async function openPdf(fetchPdf: () => Promise<Blob>, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) writeFrame(tab, fileName);
  let blob: Blob;
  try {
    blob = await fetchPdf();
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (!tab || tab.closed) {
    if (!tab) saveBlob(asPdf(blob), fileName);
    return;
  }
  showPdf(tab, blob, fileName);
  tab.opener = null; // the PDF's page has no business with the app's window
}

/**
 * Checks a chosen PDF before anything is uploaded (docs/product.md §5): a PDF by name, declared
 * type and first bytes, at most 5MB. The core's message, or undefined when the file may be sent.
 */
export async function checkPdfFile(file: File): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return validateFile(file.name, file.type, file.size, head).file;
}
