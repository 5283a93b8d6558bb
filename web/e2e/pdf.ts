import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { OUT_DIR } from './fixtures';

/** A PDF as the browser tests read it: each page's size (points) and text, in reading order. */
export interface PdfPage {
  width: number;
  height: number;
  text: string;
}

/** Reads a PDF made by `page.pdf()` with pdf.js (Mozilla's reader). */
export async function readPdf(bytes: Buffer): Promise<{ pages: PdfPage[]; render: (name: string) => Promise<string[]> }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
    pages.push({ width: Math.round(width), height: Math.round(height), text: text.replace(/[ \t]+/g, ' ') });
  }
  /** Draws every page into `e2e-out/NAME-pageN.png` (150 dpi), to look at; answers the files. */
  const render = async (name: string) => {
    const files: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: 150 / 72 });
      // pdf.js's own canvas in Node (its optional @napi-rs/canvas), typed as a plain object
      const factory = pdf.canvasFactory as { create: (width: number, height: number) => { canvas: HTMLCanvasElement & { toBuffer: (type: string) => Buffer } } };
      const { canvas } = factory.create(viewport.width, viewport.height);
      await page.render({ canvas, viewport }).promise;
      const file = join(OUT_DIR, `${name}-page${n}.png`);
      writeFileSync(file, canvas.toBuffer('image/png'));
      files.push(file);
    }
    return files;
  };
  return { pages, render };
}
